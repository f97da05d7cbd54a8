import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateOfBirthField } from '../../../components/DateOfBirthField';

/** Any react-hook-form control whose values have the field named by the component (country_code, birthday). */
interface ControlProps<T extends FieldValues, Out> {
  control: Control<T, unknown, Out>;
  /** Already translated. */
  error?: string;
}

/**
 * The birth date of the sign-up form (required) and the account edit form (optional). The edit
 * form's input type is unknown (its schema preprocesses ''), hence the string check.
 */
export const BirthdayControl = <T extends FieldValues, Out>({
  control,
  error,
  required,
}: ControlProps<T, Out> & { required?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={'birthday' as Path<T>}
      render={({ field }) => (
        <DateOfBirthField
          legend={t('fields.birthday')}
          required={required}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
};

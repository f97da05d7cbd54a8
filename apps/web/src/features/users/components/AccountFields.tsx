import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CountryCombobox } from '../../../components/CountryCombobox';
import { DateOfBirthField } from '../../../components/DateOfBirthField';

/** Any react-hook-form control whose values have the field named by the component (country_code, birthday). */
interface ControlProps<T extends FieldValues, Out> {
  control: Control<T, unknown, Out>;
  /** Already translated. */
  error?: string;
}

/** The country picker of the sign-up and account edit forms (required in both, spec 1 §5). */
export const CountryControl = <T extends FieldValues & { country_code?: string }, Out>({ control, error }: ControlProps<T, Out>) => {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={'country_code' as Path<T>}
      render={({ field }) => (
        <CountryCombobox
          label={t('fields.country')}
          required
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
};

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

import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CountryCombobox } from './CountryCombobox';

/**
 * The required country picker bound to a react-hook-form field: `country_code` of the sign-up and
 * account forms (spec 1 §5), `invoice.country_code` of the purchase form's invoice data.
 */
export const CountryControl = <T extends FieldValues, Out>({
  control,
  name = 'country_code' as Path<T>,
  error,
}: {
  control: Control<T, unknown, Out>;
  name?: Path<T>;
  /** Already translated. */
  error?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CountryCombobox
          label={t('fields.country')}
          required
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
};

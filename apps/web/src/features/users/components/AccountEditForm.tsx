import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { isAdminRole } from '@scena/shared/roles';
import { ownAccountUpdateBody, updateUserBody } from '@scena/shared/users.contract';
import type { PublicUser } from '@scena/shared/auth.contract';
import type { z } from 'zod';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { toast } from '../../../components/toast/toast-store';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/contract-resolver';
import { useUpdateUser } from '../api/update-user';
import { CountryControl } from '../../../components/CountryControl';
import { BirthdayControl } from './AccountFields';

type Input = z.input<typeof updateUserBody>;
type Output = z.output<typeof updateUserBody>;

const FIELDS = [
  'firstname',
  'lastname',
  'newpassword',
  'password',
  'birthday',
  'country_code',
  'street',
  'postal_code',
  'city',
  'state',
  'nip',
  'company',
  'email',
] as const;

/**
 * Edit mode of the account data (spec 1 §5 account edit): names and country required, optional new
 * password, birthday; the e-mail only for an administrator. Owners changing their own password give
 * the current one (the field appears once a new password is typed); an administrator setting
 * someone else's does not.
 */
export const AccountEditForm = ({
  user,
  editor,
  onDone,
}: {
  user: PublicUser;
  editor: PublicUser;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const update = useUpdateUser(user.id);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const canEditEmail = isAdminRole(editor.role);
  const ownAccount = editor.id === user.id;
  const form = useForm<Input, unknown, Output>({
    resolver: contractResolver(ownAccount ? ownAccountUpdateBody : updateUserBody),
    defaultValues: {
      firstname: user.firstname,
      lastname: user.lastname,
      newpassword: '',
      password: '',
      birthday: user.birthday && !user.birthday.startsWith('1900') ? user.birthday : '',
      country_code: user.country_code,
      street: user.street ?? '',
      postal_code: user.postal_code ?? '',
      city: user.city ?? '',
      state: user.state ?? '',
      nip: user.nip ?? '',
      company: user.company ?? '',
      email: canEditEmail ? user.email : undefined,
    },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newpassword' });
  const askCurrentPassword = ownAccount && Boolean(newPassword);
  const message = (error: Parameters<typeof fieldMessage>[1]) => fieldMessage(t, error);

  const submit = form.handleSubmit((values) => {
    setFormMessage(null);
    const body = canEditEmail ? values : { ...values, email: undefined };
    update.mutate(body, {
      onSuccess: () => {
        toast.success(t('users.updated'));
        onDone();
      },
      onError: (error) => setFormMessage(applyServerErrors(error, form.setError, FIELDS)),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="form">
      <p className="form__legend-note">{t('common.required_note')}</p>
      {formMessage && <Alert tone="error">{formMessage}</Alert>}
      {canEditEmail && (
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={message(errors.email)}
          {...form.register('email')}
        />
      )}
      <div className="form__grid">
        <TextField
          label={t('fields.firstname')}
          autoComplete="given-name"
          required
          error={message(errors.firstname)}
          {...form.register('firstname')}
        />
        <TextField
          label={t('fields.lastname')}
          autoComplete="family-name"
          required
          error={message(errors.lastname)}
          {...form.register('lastname')}
        />
      </div>
      <BirthdayControl control={form.control} error={message(errors.birthday)} />
      <CountryControl control={form.control} error={message(errors.country_code)} />
      <fieldset className="fieldset">
        <legend>{t('account.address')}</legend>
        <TextField
          label={t('fields.street')}
          autoComplete="street-address"
          error={message(errors.street)}
          {...form.register('street')}
        />
        <div className="form__grid">
          <TextField
            label={t('fields.postal_code')}
            autoComplete="postal-code"
            error={message(errors.postal_code)}
            {...form.register('postal_code')}
          />
          <TextField
            label={t('fields.city')}
            autoComplete="address-level2"
            error={message(errors.city)}
            {...form.register('city')}
          />
        </div>
        <TextField
          label={t('fields.state')}
          autoComplete="address-level1"
          error={message(errors.state)}
          {...form.register('state')}
        />
        <div className="form__grid">
          <TextField
            label={t('fields.company')}
            autoComplete="organization"
            error={message(errors.company)}
            {...form.register('company')}
          />
          <TextField
            label={t('fields.nip')}
            inputMode="numeric"
            error={message(errors.nip)}
            {...form.register('nip')}
          />
        </div>
      </fieldset>
      <TextField
        label={t('fields.new_password_optional')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.password_hint')}
        error={message(errors.newpassword)}
        {...form.register('newpassword')}
      />
      {askCurrentPassword && (
        <TextField
          label={t('fields.current_password')}
          type="password"
          autoComplete="current-password"
          required
          hint={t('fields.current_password_hint')}
          error={message(errors.password)}
          {...form.register('password')}
        />
      )}
      <div className="actions">
        <Button type="submit" loading={update.isPending}>
          {t('account.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
};

import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { newPasswordBody } from '@scena/shared/auth.contract';
import type { z } from 'zod';
import { AuthCard } from '../../../components/AuthCard';
import { Alert, Spinner } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { toast } from '../../../components/toast/toast-store';
import { apiErrorMessage, applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/contract-resolver';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { useSetNewPassword, useVerifyPasswordReset } from '../api/password-reset';
import { useEmailLink } from '../components/useEmailLink';

type Input = z.input<typeof newPasswordBody>;
type Output = z.output<typeof newPasswordBody>;

const NewPasswordForm = ({ email, token }: { email: string; token: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSetNewPassword();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: contractResolver(newPasswordBody),
    defaultValues: { email, token, newpassword: '', repeatpassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setFormMessage(null);
    save.mutate(values, {
      onSuccess: (result) => {
        toast.success(result.message);
        navigate(paths.signIn, { replace: true });
      },
      onError: (error) =>
        setFormMessage(applyServerErrors(error, form.setError, ['newpassword', 'repeatpassword'])),
    });
  });
  // The link's own fields are not typed by the user; their errors mean the link is broken.
  const linkError = fieldMessage(t, errors.email ?? errors.token);
  return (
    <form onSubmit={submit} noValidate className="form">
      {(formMessage || linkError) && <Alert tone="error">{formMessage ?? linkError}</Alert>}
      <TextField
        label={t('fields.new_password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('fields.password_hint_reset')}
        error={fieldMessage(t, errors.newpassword)}
        {...form.register('newpassword')}
      />
      <TextField
        label={t('fields.repeat_password')}
        type="password"
        autoComplete="new-password"
        required
        error={fieldMessage(t, errors.repeatpassword)}
        {...form.register('repeatpassword')}
      />
      <Button type="submit" block loading={save.isPending}>
        {t('new_password.submit')}
      </Button>
    </form>
  );
};

/** /nowe-haslo?email=&token=: checks the link first, then asks for the new password twice. */
export const NewPasswordPage = () => {
  const { t } = useTranslation();
  const verify = useVerifyPasswordReset();
  const { email, token } = useEmailLink(verify);
  usePageTitle(t('new_password.title'));

  let body;
  if (!email || !token) body = <Alert tone="error">{t('password.reset_invalid')}</Alert>;
  else if (verify.isSuccess) body = <NewPasswordForm email={email} token={token} />;
  else if (verify.isError) body = <Alert tone="error">{apiErrorMessage(verify.error, t)}</Alert>;
  else body = <Spinner label={t('new_password.checking')} />;

  return (
    <AuthCard
      title={t('new_password.title')}
      footer={<Link to={paths.resetPassword}>{t('new_password.request_again')}</Link>}
    >
      {body}
    </AuthCard>
  );
};

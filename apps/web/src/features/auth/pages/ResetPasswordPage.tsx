import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { passwordResetRequestBody } from '@scena/shared/auth.contract';
import type { z } from 'zod';
import { AuthCard } from '../../../components/AuthCard';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/contract-resolver';
import { usePageTitle } from '../../../lib/page-title';
import { links, paths } from '../../../lib/paths';
import { useRequestPasswordReset } from '../api/password-reset';

type Input = z.input<typeof passwordResetRequestBody>;
type Output = z.output<typeof passwordResetRequestBody>;

/** /resetowanie-hasla: ask for a reset link by e-mail. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  usePageTitle(t('reset.title'));
  const form = useForm<Input, unknown, Output>({
    resolver: contractResolver(passwordResetRequestBody),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit((values) => {
    setFormMessage(null);
    request.mutate(values, {
      onSuccess: () => navigate(links.resetPasswordSent(values.email)),
      onError: (error) => setFormMessage(applyServerErrors(error, form.setError, ['email'])),
    });
  });

  return (
    <AuthCard title={t('reset.title')} footer={<Link to={paths.signIn}>{t('reset.back_to_sign_in')}</Link>}>
      <p>{t('reset.intro')}</p>
      <form onSubmit={submit} noValidate className="form">
        {formMessage && <Alert tone="error">{formMessage}</Alert>}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldMessage(t, form.formState.errors.email)}
          {...form.register('email')}
        />
        <Button type="submit" block loading={request.isPending}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
};

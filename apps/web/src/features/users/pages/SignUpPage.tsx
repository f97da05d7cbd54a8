import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { DEFAULT_COUNTRY } from '@scena/shared/constants';
import { signUpBody } from '@scena/shared/users.contract';
import type { z } from 'zod';
import { AuthCard } from '../../../components/AuthCard';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { CheckboxField, TextField } from '../../../components/Field';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/contract-resolver';
import { usePageTitle } from '../../../lib/page-title';
import { links, paths, signUpSuccessState } from '../../../lib/paths';
import { useSignUp } from '../api/sign-up';
import { CountryControl } from '../../../components/CountryControl';
import { BirthdayControl } from '../components/AccountFields';

type Input = z.input<typeof signUpBody>;
type Output = z.output<typeof signUpBody>;

const FIELDS = [
  'email',
  'firstname',
  'lastname',
  'password',
  'repeatpassword',
  'country_code',
  'birthday',
  'mailing',
  'tos',
] as const;

/** /rejestracja: validated by the shared contract, so the messages match the server's. */
export const SignUpPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  usePageTitle(t('sign_up.title'));

  const form = useForm<Input, unknown, Output>({
    resolver: contractResolver(signUpBody),
    defaultValues: {
      email: '',
      firstname: '',
      lastname: '',
      password: '',
      repeatpassword: '',
      country_code: DEFAULT_COUNTRY,
      birthday: '',
      mailing: false,
      tos: false,
    },
  });
  const { errors } = form.formState;
  const message = (error: Parameters<typeof fieldMessage>[1]) => fieldMessage(t, error);

  const submit = form.handleSubmit((values) => {
    setFormMessage(null);
    signUp.mutate(values, {
      onSuccess: (result) =>
        navigate(links.signUpSuccess(result.email || values.email), { state: signUpSuccessState }),
      onError: (error) => setFormMessage(applyServerErrors(error, form.setError, FIELDS)),
    });
  });

  const newTab = t('common.opens_in_new_tab');
  return (
    <AuthCard
      wide
      title={t('sign_up.title')}
      footer={
        <p>
          {t('sign_up.have_account')} <Link to={paths.signIn}>{t('sign_up.sign_in')}</Link>
        </p>
      }
    >
      <p className="form__legend-note">{t('common.required_note')}</p>
      <form onSubmit={submit} noValidate className="form">
        {formMessage && <Alert tone="error">{formMessage}</Alert>}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={message(errors.email)}
          {...form.register('email')}
        />
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
        {/* The passwords as a pair of their own: never "Hasło" alone in a narrow third column. */}
        <div className="form__grid">
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('fields.password_hint')}
            error={message(errors.password)}
            {...form.register('password')}
          />
          <TextField
            label={t('fields.repeat_password')}
            type="password"
            autoComplete="new-password"
            required
            error={message(errors.repeatpassword)}
            {...form.register('repeatpassword')}
          />
        </div>
        <CountryControl control={form.control} error={message(errors.country_code)} />
        <BirthdayControl control={form.control} required error={message(errors.birthday)} />
        <CheckboxField label={t('sign_up.mailing')} {...form.register('mailing')} />
        <CheckboxField
          required
          error={message(errors.tos)}
          label={t('sign_up.tos_label')}
          description={
            <p>
              {t('sign_up.tos_read')}{' '}
              <a href={paths.terms} target="_blank" rel="noopener">
                {t('sign_up.tos_terms')}
                <span className="visually-hidden"> ({newTab})</span>
              </a>
              {', '}
              <a href={paths.policy} target="_blank" rel="noopener">
                {t('sign_up.tos_policy')}
                <span className="visually-hidden"> ({newTab})</span>
              </a>
            </p>
          }
          {...form.register('tos')}
        />
        <Button type="submit" block loading={signUp.isPending}>
          {t('sign_up.submit')}
        </Button>
      </form>
    </AuthCard>
  );
};

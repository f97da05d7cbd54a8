import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import type { input, output } from 'zod/mini';
import type { signInBody } from '@scena/shared/sign-in.contract';
import { AuthCard } from '../../../components/AuthCard';
import { Alert, Spinner } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { CheckboxField, TextField } from '../../../components/Field';
import { toast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { usePageTitle } from '../../../lib/page-title';
import { links, paths } from '../../../lib/paths';
import { useAdminSignIn } from '../api/admin-sign-in';
import { rememberAdminRedirect } from '../../../lib/admin-redirect';
import { useSignIn } from '../api/sign-in';

type Input = input<typeof signInBody>;
type Output = output<typeof signInBody>;

/**
 * The shared contract, loaded when the user reaches the form (keeps zod off the first paint). It is
 * a zod/mini schema in its own module, so this loads about 5 KB of zod instead of classic zod's 22
 * (through ./sign-in-schema, which says why).
 */
const resolver = lazyZodResolver<Input, Output>(() => import('./sign-in-schema').then((m) => m.signInBody));

/** Query flags that explain why the user is here (spec 1 §2 sign-in screen) → message keys. */
const NOTICES = {
  sessionEnd: 'error.session_end',
  anotherUser: 'error.another_user',
  userBlocked: 'error.user_blocked',
  wrongToken: 'auth.admin_link_invalid',
  // A signed-in viewer sent here from an admin route (spec 1 §2), told why rather than left guessing.
  adminOnly: 'auth.admin_only',
} as const;

const useQueryNotices = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const flags = (Object.keys(NOTICES) as (keyof typeof NOTICES)[]).filter(
    (key) => params.get(key) === 'true',
  );
  const signature = flags.join(',');
  useEffect(() => {
    for (const flag of signature ? signature.split(',') : [])
      toast.warning(t(NOTICES[flag as keyof typeof NOTICES]));
    if (pathname === paths.signedOut) toast.success(t('auth.logged_out'));
    // Once per arrival, not on every language change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, pathname]);
};

/** Second step of admin sign-in: the e-mailed link carries login_token and login_email. */
const AdminLinkSignIn = ({ token, email }: { token: string; email: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const adminSignIn = useAdminSignIn();
  const started = useRef(false);
  useEffect(() => {
    // The token is single-use: never post it twice (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    adminSignIn.mutate(
      { login_token: token, login_email: email },
      {
        onError: (error) => {
          if (isApiError(error) && (error.status === 422 || error.status === 400 || error.status === 401)) {
            navigate(links.signIn({ wrongToken: true }), { replace: true });
          }
        },
      },
    );
  }, [adminSignIn, token, email, navigate]);
  if (
    adminSignIn.isError &&
    !(isApiError(adminSignIn.error) && [400, 401, 422].includes(adminSignIn.error.status))
  ) {
    return <Alert tone="error">{adminSignIn.error.message || t('error.generic')}</Alert>;
  }
  return <Spinner label={t('sign_in.admin_link_progress')} />;
};

/** /logowanie, /wylogowano and /admin-login. After sign-in the guest-only guard sends the user on. */
export const SignInPage = ({ admin = false }: { admin?: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const title = admin ? t('sign_in.admin_title') : t('sign_in.title');
  usePageTitle(title);
  useQueryNotices();

  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors } = form.formState;

  const loginToken = params.get('login_token');
  const loginEmail = params.get('login_email');
  if (loginToken && loginEmail) {
    return (
      <AuthCard title={title}>
        <AdminLinkSignIn token={loginToken} email={loginEmail} />
      </AuthCard>
    );
  }

  const submit = form.handleSubmit((values) => {
    setFormMessage(null);
    signIn.mutate(values, {
      onError: (error) => {
        if (isApiError(error) && error.status === 403) {
          // Unverified account → verification page; admin account → a sign-in link was e-mailed.
          if (error.body.email) navigate(links.verifyAccount(error.body.email));
          else {
            // The link opens a new page without ?redirect=: remember where the admin was going.
            rememberAdminRedirect(params.get('redirect'));
            navigate(paths.signInLinkSent);
          }
          return;
        }
        setFormMessage(applyServerErrors(error, form.setError, ['email', 'password']));
      },
    });
  });

  return (
    <AuthCard
      title={title}
      footer={
        // Staff accounts are made by an administrator, never signed up for from the staff sign-in.
        admin ? undefined : (
          <p>
            {t('sign_in.no_account')} <Link to={paths.signUp}>{t('sign_in.create_account')}</Link>
          </p>
        )
      }
    >
      <form
        onSubmit={submit}
        onFocus={resolver.preload}
        onPointerEnter={resolver.preload}
        noValidate
        className="form"
      >
        {(formMessage || errors.root) && (
          <Alert tone="error">{formMessage ?? fieldMessage(t, errors.root)}</Alert>
        )}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldMessage(t, errors.email)}
          {...form.register('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          error={fieldMessage(t, errors.password)}
          {...form.register('password')}
        />
        <div className="form__row form__row--between">
          <CheckboxField label={t('sign_in.remember')} {...form.register('remember')} />
          <Link to={paths.resetPassword}>{t('sign_in.forgot_password')}</Link>
        </div>
        <Button type="submit" block loading={signIn.isPending}>
          {t('sign_in.submit')}
        </Button>
      </form>
    </AuthCard>
  );
};

import type { Config } from '../../config';

/** Links in e-mails point at the web routes of spec 1 §2 (the web then calls the API). */
const link = (config: Config, path: string, params: Record<string, string>) => {
  const url = new URL(path, config.PUBLIC_URL.endsWith('/') ? config.PUBLIC_URL : `${config.PUBLIC_URL}/`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
};

export const verificationLink = (config: Config, email: string, token: string) =>
  link(config, 'weryfikacja-konta', { email, token });

export const passwordResetLink = (config: Config, email: string, token: string) =>
  link(config, 'nowe-haslo', { email, token });

export const adminLoginLink = (config: Config, email: string, token: string) =>
  link(config, 'logowanie', { login_token: token, login_email: email });

/** Pages without a secret (the "someone tried to sign up with your address" e-mail). */
export const signInPageLink = (config: Config) => link(config, 'logowanie', {});
export const passwordResetPageLink = (config: Config) => link(config, 'resetowanie-hasla', {});

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { MIN_SIGNUP_AGE } from '@scena/shared/constants';
import { isApiError } from './api';

/** Message keys look like `form.validate.required`; anything else is already text. */
const KEY_PATTERN = /^[a-z_]+(\.[a-z0-9_]+)+$/i;

/**
 * Zod issues from the shared contracts carry message keys; server messages arrive translated.
 * Translate the first, pass the second through untouched.
 */
export const translateMessage = (t: TFunction, message: string | undefined): string | undefined => {
  if (!message) return undefined;
  return KEY_PATTERN.test(message) ? t(message, { age: MIN_SIGNUP_AGE }) : message;
};

/**
 * Feeds the server's `formError` into react-hook-form (spec 1 §8). Returns the error's general
 * message when no field could take it, so the caller can show it inline.
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null => {
  if (!isApiError(error)) return null;
  const formError = error.body.formError ?? {};
  let placed = 0;
  for (const [field, message] of Object.entries(formError)) {
    const target = fields.find((name) => name === field);
    if (!target) continue;
    setError(target, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed > 0 && placed === Object.keys(formError).length ? null : error.message;
};

export const apiErrorMessage = (error: unknown, t: TFunction): string =>
  isApiError(error) && error.message ? error.message : t('error.generic');

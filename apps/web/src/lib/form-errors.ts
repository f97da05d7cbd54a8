import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { isMessageKey, type MessageParams } from '@scena/shared/validation/issue-message';
import { isApiError } from './api';

/**
 * The text of a form field's error. Errors from the contract (contract-resolver.ts) carry a
 * message key and its values and are translated here, when shown; the server's formError arrives
 * already translated and passes through.
 */
export const fieldMessage = (
  t: TFunction,
  error: { message?: string; params?: MessageParams } | undefined,
): string | undefined => {
  const message = error?.message;
  if (!message) return undefined;
  return isMessageKey(message) ? t(message, error.params ?? {}) : message;
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

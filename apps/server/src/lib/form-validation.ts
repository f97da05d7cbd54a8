/**
 * Validation of admin forms read by `readForm` (multipart or JSON) against a contract schema, with
 * failures shaped like the JSON routes' (400, formError of message keys). Used by every module with
 * upload forms (catalogue, and content settings when they take files).
 */
import type { z } from 'zod';
import { AppError, decodeFormFields, type FormKinds } from '@scena/shared';
import type { FormInput } from '../adapters/storage';

const KEY = /^[a-z_]+(\.[a-z0-9_]+)+$/i;

/** Zod issues → the spec's formError (field → message key, first issue per field wins). */
export const issuesToFormError = (issues: readonly z.core.$ZodIssue[]): Record<string, string> => {
  const formError: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (formError[field]) continue;
    formError[field] = KEY.test(issue.message) ? issue.message : 'catalog.validate.invalid_value';
  }
  return formError;
};

export const validationError = (formError: Record<string, string>): AppError =>
  new AppError('VALIDATION', 'form.validate.invalid', { formError });

/** Validates with a contract schema; failures answer 400 with formError, like JSON routes do. */
export const parseWith = <S extends z.ZodType>(schema: S, values: unknown): z.output<S> => {
  const result = schema.safeParse(values);
  if (!result.success) throw validationError(issuesToFormError(result.error.issues));
  return result.data;
};

/** The typed values of a form read by readForm: a JSON body as is, multipart text parts decoded. */
export const formValues = (form: FormInput, kinds: FormKinds): Record<string, unknown> =>
  form.json ?? decodeFormFields(form.fields, kinds);

import { useState } from 'react';
import type { FormInstance } from 'antd';
import type { ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from './apiError';
import { useAdminFeedback } from './feedback';
import { issuesToFormError } from '@scena/shared';
import { focusFirstError, setFieldErrors, toLanguage, type FieldOf } from './zodForm';

export interface SchemaSubmitOptions<TValues, TBody> {
  form: FormInstance<TValues>;
  toBody: (values: TValues) => TBody;
  schema?: ZodType | undefined;
  fieldOf?: FieldOf | undefined;
  onSubmit: (body: TBody) => Promise<unknown>;
  onSuccess: () => void;
  successMessage: string;
  /** Also toast the first field's message when the form is refused before sending (spec 3 §2.9's invoice e-mail). */
  toastInvalid?: boolean | undefined;
}

/**
 * One save flow for drawers and modals: run the form's field rules and the contract's schema on
 * the mapped body in one pass (every error of the form at once, cross-field ones included, not one
 * batch per save), send it; on failure put formError (spec 2 §8) on the fields, move focus to the
 * first one and toast the message. `problem` is the text a form-error banner shows (null when the
 * last save went through). `save` is what the Save button and the form's Enter call.
 */
export function useSchemaSubmit<TValues, TBody>(options: SchemaSubmitOptions<TValues, TBody>) {
  const { form, toBody, schema, fieldOf, onSubmit, onSuccess, successMessage, toastInvalid } = options;
  const { t, i18n } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** The field rules and the whole schema; the body when both pass, else null (errors shown). */
  const validate = async (): Promise<TBody | null> => {
    let valid = true;
    try {
      await form.validateFields();
    } catch {
      valid = false;
    }
    // All stored values, also of fields hidden at the moment (e.g. codes while payments are blocked).
    const body = toBody(form.getFieldsValue(true) as TValues);
    const orphans: string[] = [];
    if (schema) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        valid = false;
        const errors = issuesToFormError(parsed.error.issues, toLanguage(i18n.language));
        // A field whose own rule already spoke keeps that message (the two would say the same).
        const name = fieldOf ?? ((field: string) => field);
        const unspoken = Object.fromEntries(
          Object.entries(errors).filter(([field]) => {
            const formField = name(field);
            return !formField || form.getFieldError(formField as never).length === 0;
          }),
        );
        orphans.push(...setFieldErrors(form, unspoken, fieldOf));
      }
    }
    if (valid) return body;
    setProblem([t('kit.form_invalid'), ...orphans].join(' '));
    if (toastInvalid) {
      const first = form.getFieldsError().find((field) => field.errors.length > 0)?.errors[0] ?? orphans[0];
      if (first) feedback.failText(first);
    }
    focusFirstError(form);
    return null;
  };

  const save = async () => {
    setProblem(null);
    const body = await validate();
    if (body === null) return;
    setSaving(true);
    try {
      await onSubmit(body);
      feedback.success(successMessage);
      onSuccess();
    } catch (error) {
      const errorBody = apiErrorBody(error, t('kit.unexpected'));
      const orphans = setFieldErrors(form, errorBody.formError ?? {}, fieldOf);
      setProblem([errorBody.message, ...orphans].join(' '));
      feedback.failure(errorBody);
      focusFirstError(form);
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, problem, setProblem };
}

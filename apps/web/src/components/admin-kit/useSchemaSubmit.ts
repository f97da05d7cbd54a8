import { useState } from 'react';
import type { FormInstance } from 'antd';
import type { ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from './apiError';
import { useAdminFeedback } from './feedback';
import { issuesToFormError } from '@scena/shared';
import { setFieldErrors, toLanguage, type FieldOf } from './zodForm';

export interface SchemaSubmitOptions<TValues, TBody> {
  form: FormInstance<TValues>;
  toBody: (values: TValues) => TBody;
  schema?: ZodType | undefined;
  fieldOf?: FieldOf | undefined;
  onSubmit: (body: TBody) => Promise<unknown>;
  onSuccess: () => void;
  successMessage: string;
}

/**
 * One save flow for drawers and modals: map values to the body, validate it with the contract's
 * schema, send it; on failure put formError (spec 2 §8) on the fields and toast the message.
 * `problem` is the text a form-error banner shows (null when the last save went through).
 */
export function useSchemaSubmit<TValues, TBody>(options: SchemaSubmitOptions<TValues, TBody>) {
  const { form, toBody, schema, fieldOf, onSubmit, onSuccess, successMessage } = options;
  const { t, i18n } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: TValues) => {
    setProblem(null);
    const body = toBody(values);
    if (schema) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const orphans = setFieldErrors(form, issuesToFormError(parsed.error.issues, toLanguage(i18n.language)), fieldOf);
        setProblem([t('kit.form_invalid'), ...orphans].join(' '));
        return;
      }
    }
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
    } finally {
      setSaving(false);
    }
  };

  return { submit, saving, problem, setProblem };
}

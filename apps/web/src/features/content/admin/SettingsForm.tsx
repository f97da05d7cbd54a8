import type { ReactNode } from 'react';
import { Alert, Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  APP_CONFIG_IMAGE_FIELDS,
  appConfigUpdateSchema,
  type AppConfig,
  type AppConfigImageField,
  type AppConfigUpdate,
} from '@scena/shared';
import { useSchemaSubmit } from '../../../components/admin-kit';
import { useUpdateAppConfig } from '../api/settings';

type Field = keyof AppConfigUpdate;
type Values = Partial<Record<Field, unknown>>;
type Body = Record<string, unknown>;

/** The contract's rules, plus the file parts of image fields (checked by the browser's compressor and the server). */
const formSchema = appConfigUpdateSchema.extend(
  Object.fromEntries(APP_CONFIG_IMAGE_FIELDS.map((field) => [`${field}_data`, z.any().optional()])),
);
const isImage = (field: string): field is AppConfigImageField =>
  (APP_CONFIG_IMAGE_FIELDS as readonly string[]).includes(field);

export interface SettingsFormProps {
  /** The form's name (ids of its fields) and the card's heading. */
  name: string;
  title: string;
  config: AppConfig;
  /** The settings this form edits; image fields get their file as `<field>_data`. */
  fields: readonly Field[];
  children: ReactNode;
  /** Text above the fields. */
  intro?: ReactNode;
  /** A refused field is also told in a toast (the invoice contact e-mail, spec 3 §2.9). */
  toastInvalid?: boolean;
}

/**
 * One card of settings with its own Save: sends only its fields (PUT /api/appconfig is a partial
 * update, so two cards never overwrite each other), every error of the form at once, the field's
 * formError from the server on the field and the message in the form-error banner (spec 2 §8).
 */
export function SettingsForm({
  name,
  title,
  config,
  fields,
  children,
  intro,
  toastInvalid,
}: SettingsFormProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const update = useUpdateAppConfig();
  const initialValues = Object.fromEntries(fields.map((field) => [field, config[field]]));
  const { save, saving, problem } = useSchemaSubmit<Values, Body>({
    form,
    schema: formSchema,
    fieldOf: (field) => (field.endsWith('_data') ? field.slice(0, -5) : field),
    toBody: (values) => {
      const body: Body = {};
      for (const field of fields) {
        const value = values[field];
        if (!isImage(field)) body[field] = typeof value === 'string' ? value.trim() : value;
        // A new file is sent as `<field>_data`; a removed image as ''; an unchanged one not at all.
        else if (value instanceof File) body[`${field}_data`] = value;
        else if (!value && config[field]) body[field] = '';
      }
      return body;
    },
    onSubmit: async (body) => {
      const images: Record<string, Blob> = {};
      const values: Body = {};
      for (const [key, value] of Object.entries(body)) {
        if (value instanceof Blob) images[key] = value;
        else values[key] = value;
      }
      const saved = await update.mutateAsync({ fields: values as AppConfigUpdate, images });
      // Show what the server stored (an uploaded image's address, trimmed texts).
      form.setFieldsValue(Object.fromEntries(fields.map((field) => [field, saved[field]])));
    },
    onSuccess: () => undefined,
    successMessage: t('kit.updated'),
    toastInvalid,
  });

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{title}</h2>} style={{ marginBottom: 24 }}>
      {intro}
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form<Values>
        name={name}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={() => void save()}
        onFinishFailed={() => void save()}
      >
        {children}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('kit.save')}
        </Button>
      </Form>
    </Card>
  );
}

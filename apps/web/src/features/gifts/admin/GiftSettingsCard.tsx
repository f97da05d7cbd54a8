import type { ReactNode } from 'react';
import { Alert, Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  GIFT_IMAGE_FIELDS,
  giftSettingsFields,
  type GiftConfig,
  type GiftImageField,
} from '@scena/shared/gifts.contract';
import { useSchemaSubmit } from '../../../components/admin-kit';
import { useUpdateGiftSettings } from '../api/settings';

type Field = keyof GiftConfig;
type Values = Partial<Record<Field, unknown>>;
type Body = Record<string, unknown>;

/** The contract's field rules, plus the banners' file parts (checked by the browser's compressor and the server). */
const formSchema = z.object({
  ...giftSettingsFields,
  ...Object.fromEntries(GIFT_IMAGE_FIELDS.map((field) => [`${field}_data`, z.any().optional()])),
});
const isImage = (field: string): field is GiftImageField =>
  (GIFT_IMAGE_FIELDS as readonly string[]).includes(field);

/**
 * One card of the gift settings with its own Save (spec 3 §2.5): sends only its fields (the server
 * applies the any-gift card's required fields when that card is saved), 'Zapisano zmiany' on
 * success, the server's field errors on the fields. `toForm` / `fromForm` convert a field between
 * its stored value and what its control holds (the expiry's 'HH:mm DD.MM.YYYY').
 */
export function GiftSettingsCard({
  name,
  title,
  config,
  fields,
  children,
  toForm = {},
  fromForm = {},
}: {
  name: string;
  title: string;
  config: GiftConfig;
  fields: readonly Field[];
  children: ReactNode;
  toForm?: Partial<Record<Field, (value: unknown) => unknown>>;
  fromForm?: Partial<Record<Field, (value: unknown) => unknown>>;
}) {
  const { t } = useTranslation(['settings', 'admin']);
  const [form] = Form.useForm<Values>();
  const update = useUpdateGiftSettings();
  const shown = (saved: GiftConfig) =>
    Object.fromEntries(
      fields.map((field) => [field, toForm[field] ? toForm[field](saved[field]) : saved[field]]),
    );
  const { save, saving, problem } = useSchemaSubmit<Values, Body>({
    form,
    schema: formSchema,
    fieldOf: (field) => (field.endsWith('_data') ? field.slice(0, -5) : field),
    toBody: (values) => {
      const body: Body = {};
      for (const field of fields) {
        const value = values[field];
        if (!isImage(field)) {
          const converted = fromForm[field] ? fromForm[field](value) : value;
          body[field] = typeof converted === 'string' ? converted.trim() : (converted ?? null);
        }
        // A new file goes as `<field>_data`; an unchanged or deleted banner not at all (deleted at once).
        else if (value instanceof File) body[`${field}_data`] = value;
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
      form.setFieldsValue(shown(await update.mutateAsync({ fields: values, images })));
    },
    onSuccess: () => undefined,
    successMessage: t('gifts.saved'),
  });

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{title}</h2>} style={{ marginBottom: 24 }}>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form<Values>
        name={name}
        form={form}
        layout="vertical"
        initialValues={shown(config)}
        onFinish={() => void save()}
        onFinishFailed={() => void save()}
      >
        {children}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin:kit.save')}
        </Button>
      </Form>
    </Card>
  );
}

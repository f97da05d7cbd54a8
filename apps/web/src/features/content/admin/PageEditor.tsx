import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_IDS, pageUpdateSchema, type PageUpdate } from '@scena/shared';
import { RichTextEditor, useFieldRules, useSchemaSubmit } from '../../../components/admin-kit';
import { apiErrorBody } from '../../../components/admin-kit/apiError';
import { usePageById, useUpdatePage } from '../api/settings';

const PAGES = [PAGE_IDS.POLICY, PAGE_IDS.REGULATIONS, PAGE_IDS.ACCESSIBILITY, PAGE_IDS.HOW_TO_BUY];

function PageForm({ id }: { id: number }) {
  const { t } = useTranslation(['settings', 'admin']);
  const rules = useFieldRules(pageUpdateSchema);
  const page = usePageById(id);
  const update = useUpdatePage();
  const [form] = Form.useForm<PageUpdate>();
  const { save, saving, problem } = useSchemaSubmit<PageUpdate, PageUpdate>({
    form,
    schema: pageUpdateSchema,
    toBody: (values) => ({
      title: values.title ?? '',
      content: values.content ?? '',
      slug: values.slug ?? '',
    }),
    onSubmit: async (body) => {
      const saved = await update.mutateAsync({ id, body });
      // The stored content is the sanitised one: show that, so what is edited next is what viewers see.
      form.setFieldsValue({ title: saved.title, content: saved.content, slug: saved.slug });
    },
    onSuccess: () => undefined,
    successMessage: t('admin:kit.updated'),
  });
  if (page.isPending) return <Spin />;
  // Spec 2 §8: a page that cannot be loaded says so in place.
  if (page.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('pages.load_error', { message: apiErrorBody(page.error, '').message })}
      />
    );
  return (
    <>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form<PageUpdate>
        key={id}
        name={`page-${id}`}
        form={form}
        layout="vertical"
        initialValues={page.data}
        onFinish={() => void save()}
        onFinishFailed={() => void save()}
      >
        <Form.Item name="title" label={t('pages.page_title')} rules={rules('title')} required>
          <Input />
        </Form.Item>
        <Form.Item
          name="slug"
          label={t('pages.slug')}
          rules={rules('slug')}
          required
          extra={t('pages.slug_hint', { slug: page.data.slug })}
        >
          <Input />
        </Form.Item>
        <Form.Item name="content" label={t('pages.content')} rules={rules('content')} required>
          <RichTextEditor label={t('pages.content')} allowSource />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin:kit.save')}
        </Button>
      </Form>
    </>
  );
}

/** Page content (spec 2 §2.11): policy (1), regulations (2), accessibility declaration (3), how to buy (4). */
export function PageEditor() {
  const { t } = useTranslation('settings');
  const [id, setId] = useState<number>(PAGE_IDS.POLICY);
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('pages.title')}</h2>}
      style={{ marginBottom: 24 }}
    >
      <Segmented
        aria-label={t('pages.choose')}
        value={id}
        onChange={(value) => setId(Number(value))}
        options={PAGES.map((page) => ({ value: page, label: t(`pages.names.${page}`) }))}
        style={{ marginBottom: 16, flexWrap: 'wrap' }}
      />
      <PageForm key={id} id={id} />
    </Card>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Form, Modal, Popconfirm, Select, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@scena/shared';
import { useAdminFeedback } from './feedback';
import { useSchemaSubmit } from './useSchemaSubmit';
import { clearErrors, fieldSchema, toLanguage, zodRule } from './zodForm';

/** Spec 2 §4: the modal shows the list (none), an empty form (add) or a translation (edit). */
export type TranslationMode = 'none' | 'add' | 'edit';

export interface TranslationRow {
  id: number;
  language_code: string;
}

export interface TranslationsModalProps<T extends TranslationRow, TBody> {
  open: boolean;
  /** Modal title, e.g. the translated item's title. */
  title: ReactNode;
  onClose: () => void;
  translations: T[] | undefined;
  loading: boolean;
  /** What a list row shows beside its language (usually the translated title or name). */
  describe: (row: T) => ReactNode;
  /** Loads one translation for editing (GET /api/translations/{type}/{id}). */
  loadOne: (id: number) => Promise<T>;
  /** Form values (language_code + the fields) → request body; adds the parent id for create. */
  toBody: (values: Record<string, unknown>, mode: 'add' | 'edit') => TBody;
  /** The contract's create/update schemas; field rules come from the create schema's shape. */
  createSchema?: ZodType;
  updateSchema?: ZodType;
  onCreate: (body: TBody) => Promise<unknown>;
  onUpdate: (id: number, body: TBody) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
  /** The translated fields (Form.Items) besides language_code. */
  children: ReactNode;
  /** Field values a translation form shows when editing (default: the row itself). */
  toValues?: (row: T) => Record<string, unknown>;
  initialMode?: TranslationMode;
}

export function TranslationsModal<T extends TranslationRow, TBody>(props: TranslationsModalProps<T, TBody>) {
  const { open, title, onClose, translations, loading, describe, children } = props;
  const { t, i18n } = useTranslation('admin');
  const lang = toLanguage(i18n.language);
  const feedback = useAdminFeedback();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [mode, setMode] = useState<TranslationMode>(props.initialMode ?? 'none');
  const [editing, setEditing] = useState<T | null>(null);
  const [fetching, setFetching] = useState(false);

  const backToList = () => {
    setMode('none');
    setEditing(null);
    setProblem(null);
  };
  const { save, saving, problem, setProblem } = useSchemaSubmit<Record<string, unknown>, TBody>({
    form,
    toBody: (values) => props.toBody(values, mode === 'edit' ? 'edit' : 'add'),
    schema: mode === 'edit' ? props.updateSchema : props.createSchema,
    onSubmit: (body) =>
      mode === 'edit' && editing ? props.onUpdate(editing.id, body) : props.onCreate(body),
    onSuccess: backToList,
    successMessage: mode === 'edit' ? t('kit.translations.updated') : t('kit.translations.added'),
  });

  // A failure no field shows (e.g. the server's message alone) is announced in the banner, which
  // takes focus and comes into view; a field's message gets the focus from the save flow instead.
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!problem || form.getFieldsError().some((field) => field.errors.length > 0)) return;
    bannerRef.current?.scrollIntoView?.({ block: 'nearest' });
    bannerRef.current?.focus();
  }, [problem, form]);

  const startEdit = async (row: T) => {
    setFetching(true);
    try {
      const fresh = await props.loadOne(row.id);
      setEditing(fresh);
      setMode('edit');
    } catch {
      feedback.failText(t('kit.translations.fetch_error'));
    } finally {
      setFetching(false);
    }
  };

  const remove = async (row: T) => {
    try {
      await props.onDelete(row.id);
      feedback.success(t('kit.translations.deleted'));
    } catch (error) {
      feedback.failure(error);
    }
  };

  const close = () => {
    backToList();
    onClose();
  };

  // Items are written in the default language (Polish); translations are into the others, one
  // per language: a language that has one is offered disabled, saying so, and the first free one
  // is chosen already (with one other language, English is simply there).
  const taken = new Set(
    (translations ?? []).filter((row) => row.id !== editing?.id).map((row) => row.language_code),
  );
  const languageOptions = LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE).map((code) => ({
    value: code,
    label: taken.has(code)
      ? t('kit.translations.language_taken', { language: t(`kit.languages.${code}`) })
      : t(`kit.languages.${code}`),
    disabled: taken.has(code),
  }));
  const freeLanguage = languageOptions.find((option) => !option.disabled)?.value;
  const initialValues = editing
    ? props.toValues
      ? props.toValues(editing)
      : { ...editing }
    : { language_code: freeLanguage };
  const languageRules = [
    zodRule(fieldSchema(props.createSchema, 'language_code'), lang),
    {
      validator: async (_rule: unknown, value: unknown) => {
        if (typeof value === 'string' && taken.has(value)) throw new Error(t('kit.translations.exists'));
      },
    },
  ];

  return (
    <Modal open={open} title={title} onCancel={close} footer={null} destroyOnHidden width={720}>
      {mode === 'none' ? (
        <Spin spinning={loading || fetching}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setMode('add')}
              disabled={!freeLanguage}
            >
              {t('kit.translations.add')}
            </Button>
            {!freeLanguage && (
              <Typography.Text type="secondary">{t('kit.translations.all_done')}</Typography.Text>
            )}
            {translations && translations.length > 0 ? (
              // A plain list: antd's List is deprecated in v6.
              <ul className="admin-translation-list">
                {translations.map((row) => (
                  <li key={row.id}>
                    <Typography.Text strong>{row.language_code.toUpperCase()}</Typography.Text>
                    <span className="admin-translation-list__text">{describe(row)}</span>
                    <Space>
                      <Button
                        icon={<EditOutlined aria-hidden />}
                        aria-label={t('kit.translations.edit_one', { language: row.language_code })}
                        onClick={() => void startEdit(row)}
                      />
                      <Popconfirm
                        title={t('kit.translations.confirm_delete')}
                        okText={t('kit.yes')}
                        cancelText={t('kit.no')}
                        onConfirm={() => remove(row)}
                      >
                        <Button
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t('kit.translations.delete_one', { language: row.language_code })}
                        />
                      </Popconfirm>
                    </Space>
                  </li>
                ))}
              </ul>
            ) : (
              !loading && <Empty description={t('kit.translations.empty')} />
            )}
          </Space>
        </Spin>
      ) : (
        <Form
          key={`${mode}-${editing?.id ?? 'new'}`}
          name="translation"
          form={form}
          layout="vertical"
          initialValues={initialValues}
          // Enter and Save: one pass over every rule (useSchemaSubmit), focus on the first error.
          onFinish={() => void save()}
          onFinishFailed={() => void save()}
          onValuesChange={(changed: object) => clearErrors(form, Object.keys(changed))}
        >
          {problem && (
            <div ref={bannerRef} tabIndex={-1} style={{ marginBottom: 16 }}>
              <Alert type="error" showIcon title={problem} />
            </div>
          )}
          <Form.Item name="language_code" label={t('kit.translations.language')} rules={languageRules}>
            <Select options={languageOptions} placeholder={t('kit.translations.choose_language')} />
          </Form.Item>
          {children}
          <Space>
            <Button onClick={backToList}>{t('kit.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('kit.save')}
            </Button>
          </Space>
        </Form>
      )}
    </Modal>
  );
}

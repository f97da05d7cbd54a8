import type { ReactNode } from 'react';
import { Alert, Button, Drawer, Form, Grid, Space, type FormInstance } from 'antd';
import type { ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import { useSchemaSubmit } from './useSchemaSubmit';
import { clearErrors, type FieldOf } from './zodForm';

export interface DrawerFormProps<TValues extends object, TBody> {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Values the form opens with (a new record's defaults or the edited record). */
  initialValues: Partial<TValues>;
  /** Form values → request body (dates to strings, inverted checkboxes…). */
  toBody: (values: TValues) => TBody;
  /** The contract's request schema: the body is validated with it before it is sent. */
  schema?: ZodType;
  /** Body field → form field, where the two differ (default: same name). */
  fieldOf?: FieldOf;
  onSubmit: (body: TBody) => Promise<unknown>;
  /** Success toast; the drawer closes after a successful save (spec 2 §2.1, §4). */
  successMessage: string;
  /** Form name: prefixes the field ids, so they stay unique on a page with other forms. */
  name: string;
  /** Slides and advertisements also show failures in a banner at the top (spec 2 §8). */
  errorBanner?: boolean;
  children: ReactNode;
}

/**
 * The add/edit drawer every admin screen uses. Validates the mapped body with the contract's
 * schema, sends it, closes on success; a failure puts the server's formError on the fields and
 * toasts 'Wystąpił błąd: {message}'. Mounted fresh on every open (destroyOnHidden), so the
 * initial values always belong to the record being edited.
 */
export function DrawerForm<TValues extends object, TBody>(props: DrawerFormProps<TValues, TBody>) {
  const { open, title, onClose, initialValues, errorBanner, children } = props;
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<TValues>();
  const screens = Grid.useBreakpoint();
  const { submit, saving, problem, setProblem } = useSchemaSubmit<TValues, TBody>({
    form,
    toBody: props.toBody,
    schema: props.schema,
    fieldOf: props.fieldOf,
    onSubmit: props.onSubmit,
    onSuccess: onClose,
    successMessage: props.successMessage,
  });

  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      destroyOnHidden
      size={screens.md ? 720 : '100%'}
      footer={
        <Space>
          <Button onClick={onClose}>{t('kit.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('kit.save')}
          </Button>
        </Space>
      }
    >
      {errorBanner && problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form<TValues>
        name={props.name}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        // All stored values, also of fields hidden at the moment (e.g. codes while payments are blocked).
        onFinish={(values) => void submit({ ...form.getFieldsValue(true), ...values })}
        onFinishFailed={() => setProblem(t('kit.form_invalid'))}
        // A server or cross-field message belongs to the value it judged: editing clears it.
        onValuesChange={(changed: object) => clearErrors(form as FormInstance, Object.keys(changed))}
        scrollToFirstError
      >
        {children}
      </Form>
    </Drawer>
  );
}

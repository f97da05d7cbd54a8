import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Drawer, Form, Grid, Space, type FormInstance } from 'antd';
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
 * The add/edit drawer every admin screen uses. Validates the whole form at once (field rules and
 * the contract's schema, cross-field rules included), sends it, closes on success; a failure puts
 * the server's formError on the fields and toasts 'Wystąpił błąd: {message}'. Cancel, the close
 * button, Escape and a click outside ask before throwing away changes. Mounted fresh on every open
 * (destroyOnHidden), so the initial values always belong to the record being edited.
 */
export function DrawerForm<TValues extends object, TBody>(props: DrawerFormProps<TValues, TBody>) {
  const { open, title, onClose, initialValues, errorBanner, children } = props;
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<TValues>();
  const screens = Grid.useBreakpoint();
  const { modal } = App.useApp();
  const { save, saving, problem } = useSchemaSubmit<TValues, TBody>({
    form,
    toBody: props.toBody,
    schema: props.schema,
    fieldOf: props.fieldOf,
    onSubmit: props.onSubmit,
    onSuccess: onClose,
    successMessage: props.successMessage,
  });
  const [asking, setAsking] = useState(false);
  /** Closing without saving: ask first when the admin changed something (Modal.confirm is a labelled dialog that takes focus). */
  const requestClose = () => {
    if (asking) return;
    if (!form.isFieldsTouched()) {
      onClose();
      return;
    }
    setAsking(true);
    modal.confirm({
      title: t('kit.discard.title'),
      content: t('kit.discard.content'),
      okText: t('kit.discard.ok'),
      okButtonProps: { danger: true },
      cancelText: t('kit.discard.keep'),
      // Focus on the safe choice: Enter or Space by reflex keeps the work.
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => {
        setAsking(false);
        onClose();
      },
      onCancel: () => setAsking(false),
    });
  };

  return (
    <Drawer
      open={open}
      title={title}
      onClose={requestClose}
      destroyOnHidden
      size={screens.md ? 720 : '100%'}
      footer={
        <Space>
          <Button onClick={requestClose}>{t('kit.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
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
        // Enter in a field saves like the button: one pass over every rule either way.
        onFinish={() => void save()}
        onFinishFailed={() => void save()}
        // A server or cross-field message belongs to the value it judged: editing clears it.
        onValuesChange={(changed: object) => clearErrors(form as FormInstance, Object.keys(changed))}
      >
        {children}
      </Form>
    </Drawer>
  );
}

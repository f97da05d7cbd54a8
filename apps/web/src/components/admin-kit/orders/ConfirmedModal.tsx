import type { ReactNode } from 'react';
import { Button, Modal, Popconfirm, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorBody, setFieldErrors, useAdminFeedback } from '..';

/**
 * An order action's dialog: its content, Cancel, and the action's button, which asks first with
 * the spec's question and warning (spec 3 §2.4, §8) and runs `onConfirm` on Yes.
 */
export function ConfirmedModal({
  title,
  onClose,
  confirm,
  onConfirm,
  pending,
  children,
}: {
  title: string;
  onClose: () => void;
  confirm: { question: string; warning: string; button: string; danger?: boolean; disabled?: boolean };
  onConfirm: () => Promise<void>;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('kit.cancel')}
        </Button>,
        <Popconfirm
          key="confirm"
          title={confirm.question}
          description={confirm.warning}
          okText={t('kit.yes')}
          cancelText={t('kit.no')}
          onConfirm={onConfirm}
          disabled={confirm.disabled}
        >
          <Button type="primary" danger={confirm.danger} loading={pending} disabled={confirm.disabled}>
            {confirm.button}
          </Button>
        </Popconfirm>,
      ]}
    >
      {children}
    </Modal>
  );
}

/**
 * A refused action: the server's field errors go on the form, and a toast says the action's
 * failure with the server's message (spec 3 §8 'Wystąpił błąd przy … : {message}').
 */
export const useActionFailure = () => {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  return (form: FormInstance, error: unknown, messageKey: string) => {
    const problem = apiErrorBody(error, t('kit.unexpected'));
    if (problem.formError) setFieldErrors(form, problem.formError);
    feedback.failText(t(messageKey, { message: problem.message }));
  };
};

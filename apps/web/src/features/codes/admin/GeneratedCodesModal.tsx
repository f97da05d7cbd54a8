import { useState } from 'react';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The codes a save made (spec 3 §2.8): one a line in a read-only box people can select, and a
 * Copy button that puts them all on the clipboard (a status line says it worked, or how to copy
 * by hand when the browser refuses).
 */
export function GeneratedCodesModal({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const { t } = useTranslation('codes-admin');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = (codes ?? []).join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const close = () => {
    setCopied(null);
    onClose();
  };
  return (
    <Modal
      open={codes !== null}
      title={t('modal.title', { count: codes?.length ?? 0 })}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
            {t('modal.copy')}
          </Button>
          <Button onClick={close}>{t('modal.close')}</Button>
        </Space>
      }
    >
      <Input.TextArea
        aria-label={t('modal.codes')}
        readOnly
        value={text}
        autoSize={{ minRows: 3, maxRows: 14 }}
        onFocus={(event) => event.target.select()}
        style={{ fontFamily: 'monospace' }}
      />
      <div role="status" style={{ marginTop: 12 }}>
        {copied === 'yes' && <Alert type="success" showIcon title={t('modal.copied')} />}
        {copied === 'failed' && <Alert type="warning" showIcon title={t('modal.copy_failed')} />}
      </div>
    </Modal>
  );
}

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Image, Popconfirm, Space, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIMITS, IMAGE_TYPES, imageMaxMB, type ImageKind } from '@scena/shared/images';
import { useAdminFeedback } from './feedback';

/** An existing image's URL, a new (compressed) file, or null when the admin removed it. */
export type ImageValue = string | File | null | undefined;

export interface ImageFieldProps {
  id?: string;
  value?: ImageValue;
  onChange?: (value: ImageValue) => void;
  /** Which upload limits apply (shared with the server's checks): compressed to fit them. */
  kind: ImageKind;
  /** Removes an already stored image on the server (e.g. DELETE /api/videos/{id}/image/{field}). */
  onDeleteExisting?: () => Promise<unknown>;
  /** Accessible name of the file input and alt text of the preview. */
  label: string;
  disabled?: boolean;
}

export const compressImage = async (file: File, kind: ImageKind): Promise<File> => {
  // Loaded on first use: only admins who pick an image need the compressor.
  const { default: imageCompression } = await import('browser-image-compression');
  // No web worker: the library's worker loads its code from a CDN (and needs blob: workers),
  // which the site's Content-Security-Policy rightly refuses.
  const blob = await imageCompression(file, {
    maxSizeMB: imageMaxMB(kind),
    maxWidthOrHeight: IMAGE_LIMITS[kind].maxSide,
    useWebWorker: false,
  });
  // Keep the original name: the server derives the stored file's extension from it.
  return new File([blob], file.name, { type: blob.type || file.type });
};

/** Image picker for admin forms: jpeg/png only, compressed in the browser, previewed, deletable. */
export function ImageField(props: ImageFieldProps) {
  const { id, value, onChange, kind, onDeleteExisting, label, disabled } = props;
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [filePreview, setFilePreview] = useState<{ file: File; url: string } | null>(null);

  // A new file is previewed from a data URL (nothing to revoke, safe under StrictMode re-runs).
  useEffect(() => {
    if (!(value instanceof File)) return undefined;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setFilePreview({ file: value, url: reader.result });
    };
    reader.readAsDataURL(value);
    return () => {
      live = false;
    };
  }, [value]);

  const preview =
    value instanceof File
      ? filePreview?.file === value
        ? filePreview.url
        : null
      : typeof value === 'string' && value
        ? value
        : null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('kit.image.wrong_type'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      onChange?.(await compressImage(file, kind));
    } catch {
      setProblem(t('kit.image.compress_error'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (typeof value === 'string' && onDeleteExisting) {
      try {
        await onDeleteExisting();
      } catch (error) {
        feedback.failure(error);
        return;
      }
    }
    onChange?.(null);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {preview && (
        <Image src={preview} alt={label} width={200} style={{ objectFit: 'contain', maxHeight: 200 }} />
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-label={label}
        tabIndex={-1}
        onChange={(event) => void pick(event)}
        disabled={disabled || busy}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
      <Space wrap>
        <Button
          icon={<UploadOutlined aria-hidden />}
          loading={busy}
          disabled={disabled}
          aria-label={`${preview ? t('kit.image.replace') : t('kit.image.choose')}: ${label}`}
          onClick={() => input.current?.click()}
        >
          {preview ? t('kit.image.replace') : t('kit.image.choose')}
        </Button>
        {preview && (
          <Popconfirm
            title={t('kit.image.confirm_delete')}
            okText={t('kit.yes')}
            cancelText={t('kit.no')}
            onConfirm={remove}
          >
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              disabled={disabled || busy}
              aria-label={`${t('kit.image.delete')}: ${label}`}
            >
              {t('kit.image.delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <Typography.Text type="secondary">
        {t('kit.image.hint', { mb: imageMaxMB(kind), px: IMAGE_LIMITS[kind].maxSide })}
      </Typography.Text>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Space>
  );
}

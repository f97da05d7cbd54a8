import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Image, Space, Typography } from 'antd';
import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIMITS, IMAGE_TYPES, imageMaxMB, type ImageKind } from '@scena/shared/images';
import { compressImage } from './ImageField';
import { mapLimited } from './mapLimited';

export interface ImageBatchFieldProps {
  /** The chosen (compressed) files, in the order they were picked. */
  value: File[];
  onChange: (files: File[]) => void;
  kind: ImageKind;
  /** How many more images the target takes (e.g. a gallery's 5 minus what it holds). */
  room: number;
  /** The target's whole limit, named in the message when a choice does not fit. */
  limit: number;
  /** Accessible name of the file input. */
  label: string;
  disabled?: boolean;
}

/** Compressing is CPU-bound in the page: two at a time keeps the modal responsive. */
const COMPRESS_AT_ONCE = 2;

/** Data URLs of the chosen files, for the thumbnails (nothing to revoke). */
const usePreviews = (files: File[]) => {
  const [previews, setPreviews] = useState(new Map<File, string>());
  useEffect(() => {
    let live = true;
    for (const file of files) {
      if (previews.has(file)) continue;
      const reader = new FileReader();
      reader.onload = () => {
        if (live && typeof reader.result === 'string')
          setPreviews((old) => new Map(old).set(file, reader.result as string));
      };
      reader.readAsDataURL(file);
    }
    return () => {
      live = false;
    };
  }, [files, previews]);
  return previews;
};

/**
 * Several images at once (a gallery): jpeg/png only, compressed in the browser, at most `room`
 * of them. Files past the room are left out with a message that names the limit, wrong types with
 * one that names the files; the rest are listed with a thumbnail and can be taken out again.
 */
export function ImageBatchField(props: ImageBatchFieldProps) {
  const { value, onChange, kind, room, limit, label, disabled } = props;
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const previews = usePreviews(value);
  const free = Math.max(0, room - value.length);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length === 0) return;
    const found: string[] = [];
    const wrong = picked.filter((file) => !(IMAGE_TYPES as readonly string[]).includes(file.type));
    if (wrong.length > 0)
      found.push(t('kit.image.wrong_type_files', { names: wrong.map((file) => file.name).join(', ') }));
    const images = picked.filter((file) => !wrong.includes(file));
    const fitting = images.slice(0, free);
    if (images.length > fitting.length) {
      found.push(t('kit.image.too_many', { count: free, limit, skipped: images.length - fitting.length }));
    }
    setProblems(found);
    if (fitting.length === 0) return;
    setBusy(true);
    try {
      const compressed = await mapLimited(fitting, COMPRESS_AT_ONCE, (file) => compressImage(file, kind));
      onChange([...value, ...compressed]);
    } catch {
      setProblems([...found, t('kit.image.compress_error')]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.length > 0 && (
        <ul className="admin-batch-list" aria-label={t('kit.image.chosen')}>
          {value.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {previews.get(file) && (
                <Image src={previews.get(file)} alt={file.name} width={80} preview={false} />
              )}
              <span className="admin-translation-list__text">{file.name}</span>
              <Button
                size="small"
                icon={<CloseOutlined aria-hidden />}
                disabled={disabled}
                aria-label={t('kit.image.unpick', { name: file.name })}
                onClick={() => onChange(value.filter((other) => other !== file))}
              />
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={IMAGE_TYPES.join(',')}
        aria-label={label}
        tabIndex={-1}
        onChange={(event) => void pick(event)}
        disabled={disabled || busy || free === 0}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
      <Button
        icon={<UploadOutlined aria-hidden />}
        loading={busy}
        disabled={disabled || free === 0}
        aria-label={`${t('kit.image.choose_many')}: ${label}`}
        onClick={() => input.current?.click()}
      >
        {t('kit.image.choose_many')}
      </Button>
      <Typography.Text type="secondary">
        {t('kit.image.hint_many', { count: free, mb: imageMaxMB(kind), px: IMAGE_LIMITS[kind].maxSide })}
      </Typography.Text>
      {problems.map((problem) => (
        <Typography.Text key={problem} type="danger" role="alert">
          {problem}
        </Typography.Text>
      ))}
    </Space>
  );
}

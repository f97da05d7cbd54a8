import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Progress, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  HOSTED_VIDEO_EXTENSIONS,
  HOSTED_VIDEO_MAX_BYTES,
  isAcceptedVideoFile,
  translate,
  type HostedVideo,
} from '@scena/shared';
import { apiErrorBody, setFieldErrors, toLanguage, useAdminFeedback } from '../../../components/admin-kit';
import { createUpload, finalizeUpload, hostedVideoKeys } from '../api/hosted-videos';
import {
  fingerprintOf,
  forgetFile,
  rememberFile,
  rememberedFile,
  sendFile,
  type UploadHandle,
} from '../api/upload';
import { addSample, formatBytes, formatDuration, progressView, type Sample } from './upload-progress';

/**
 * The new-upload drawer (name and file) and the continue drawer (the same file again, checked by
 * size and fingerprint), spec 2 §2.2, §4: create the record, send the bytes with tus, finalize.
 * Mounted fresh for each opening (its state is one transfer). While bytes flow the drawer warns not to close the browser (and the page asks before unloading).
 */
export function UploadDrawer({
  open,
  resume,
  onClose,
}: {
  open: boolean;
  resume: HostedVideo | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  // Shared messages (the contract's keys) come from the shared catalogue itself.
  const shared = (key: string) => translate(toLanguage(i18n.language), key);
  const feedback = useAdminFeedback();
  const client = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [samples, setSamples] = useState<Sample[]>([]);
  const [total, setTotal] = useState(0);
  const [busy, setBusy] = useState(false);
  const handle = useRef<UploadHandle | null>(null);

  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  const checkFile = async (chosen: File | null): Promise<string | null> => {
    if (!chosen) return t('hosted.file_required');
    if (!isAcceptedVideoFile(chosen.name)) return shared('hosted_video.validate.extension');
    if (chosen.size > HOSTED_VIDEO_MAX_BYTES) return shared('hosted_video.validate.too_big');
    if (resume) {
      const remembered = rememberedFile(resume.uri);
      if (chosen.size !== resume.size || (remembered && remembered !== (await fingerprintOf(chosen))))
        return t('hosted.other_file');
    }
    return null;
  };

  const start = async () => {
    const problem = await checkFile(file);
    setFileError(problem);
    let name = resume?.name ?? '';
    if (!resume) {
      try {
        name = (await form.validateFields()).name;
      } catch {
        return;
      }
    }
    if (problem || !file) return;
    setBusy(true);
    setTotal(file.size);
    try {
      let video = resume ? { upload_link: resume.upload_link!, uri: resume.uri } : null;
      if (!video) {
        try {
          video = await createUpload({ name: name.trim(), size: file.size, filename: file.name });
        } catch (error) {
          const body = apiErrorBody(error, t('kit.unexpected'));
          if (body.formError) {
            const rest = setFieldErrors(form, body.formError, (field) => field, ['name']);
            if (rest.length) setFileError(rest.join(' '));
          } else feedback.failure(error);
          return;
        }
        rememberFile(video.uri, await fingerprintOf(file));
        await client.invalidateQueries({ queryKey: hostedVideoKeys.all });
      }
      handle.current = sendFile(video.upload_link, file, (sent) =>
        setSamples((old) => addSample(old, { at: Date.now(), sent })),
      );
      try {
        await handle.current.promise;
      } catch {
        feedback.failText(t('hosted.upload_failed'));
        return;
      }
      try {
        await finalizeUpload(video.uri.split('/').pop()!);
      } catch {
        feedback.failText(t('hosted.finalize_failed'));
        return;
      }
      forgetFile(video.uri);
      feedback.success(t('hosted.added'));
      await client.invalidateQueries({ queryKey: hostedVideoKeys.all });
      onClose();
    } finally {
      handle.current = null;
      setBusy(false);
    }
  };

  const view = progressView(samples, total);
  return (
    <Drawer
      open={open}
      title={resume ? t('hosted.continue_title', { name: resume.name }) : t('hosted.add_title')}
      onClose={() => {
        if (busy && !window.confirm(t('hosted.stop_confirm'))) return;
        handle.current?.abort();
        onClose();
      }}
      size={720}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" disabled={busy} onFinish={() => void start()}>
        {resume ? (
          <Typography.Paragraph>
            {t('hosted.continue_hint', { size: formatBytes(resume.size) })}
          </Typography.Paragraph>
        ) : (
          <Form.Item
            name="name"
            label={t('hosted.name')}
            rules={[
              { required: true, whitespace: true, message: shared('hosted_video.validate.name_required') },
            ]}
          >
            <Input maxLength={128} />
          </Form.Item>
        )}
        <Form.Item
          label={t('hosted.file')}
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? t('hosted.file_hint', { types: HOSTED_VIDEO_EXTENSIONS.join(', ') })}
        >
          <input
            type="file"
            aria-label={t('hosted.file')}
            accept={HOSTED_VIDEO_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(null);
            }}
          />
        </Form.Item>
        {busy && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert type="warning" showIcon title={t('hosted.dont_close')} />
            <Progress percent={view.percent} aria-label={t('hosted.progress')} />
            <Typography.Text>
              {view.speed === null
                ? t('hosted.measuring')
                : t('hosted.speed', {
                    speed: `${formatBytes(view.speed)}/s`,
                    left: view.secondsLeft === null ? '—' : formatDuration(view.secondsLeft),
                  })}
            </Typography.Text>
          </Space>
        )}
        <Button type="primary" htmlType="submit" loading={busy} style={{ marginTop: 16 }}>
          {resume ? t('hosted.continue') : t('hosted.send')}
        </Button>
      </Form>
    </Drawer>
  );
}

import { Button, Form, Input, List, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createSubtitleBody, type HostedVideo } from '@scena/shared';
import { apiErrorBody, setFieldErrors, useAdminFeedback, useFieldRules } from '../../../components/admin-kit';
import { ADMIN_CALL_META } from '../../../components/admin-kit/apiError';
import { fetchSubtitles, hostedVideoKeys, useAddSubtitle, useRemoveSubtitle } from '../api/hosted-videos';
import { subtitleFileToVtt } from './subtitle-file';

const LANGUAGES = ['pl', 'en', 'uk', 'de', 'fr', 'es', 'it', 'cs', 'ru'] as const;

/**
 * Spec 2 §2.3: add subtitles (name, language defaulting to pl, WebVTT pasted or read from a .vtt or
 * .srt file) and delete existing ones.
 */
export function SubtitlesModal({ video, onClose }: { video: HostedVideo | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const rules = useFieldRules(createSubtitleBody);
  const [form] = Form.useForm<{ name: string; language: string; subtitleContent: string }>();
  const add = useAddSubtitle();
  const remove = useRemoveSubtitle();
  const id = video?.id ?? '';
  const tracks = useQuery({
    queryKey: hostedVideoKeys.subtitles(id),
    queryFn: ({ signal }) => fetchSubtitles(id, signal),
    enabled: !!video,
    meta: ADMIN_CALL_META,
  });

  // A .vtt or .srt file fills the text (converted to WebVTT), checked like pasted text.
  const fileInputId = useId();
  const readFile = async (file: File) => {
    const text = await subtitleFileToVtt(file);
    if (text === null) {
      form.setFields([{ name: 'subtitleContent', errors: [t('hosted.subtitle_file_kind')] }]);
      return;
    }
    form.setFieldValue('subtitleContent', text);
    if (!form.getFieldValue('name'))
      form.setFieldValue('name', file.name.replace(/\.[^.]+$/, '').slice(0, 100));
    await form.validateFields(['subtitleContent']).catch(() => undefined);
  };

  const save = async (values: { name: string; language: string; subtitleContent: string }) => {
    try {
      await add.mutateAsync({ id, body: values });
      feedback.success(t('hosted.subtitles_added'));
      form.resetFields();
    } catch (error) {
      const body = apiErrorBody(error, t('kit.unexpected'));
      if (body.formError) setFieldErrors(form, body.formError);
      feedback.failure(error);
    }
  };

  return (
    <Modal
      open={!!video}
      title={t('hosted.subtitles_title', { name: video?.name ?? '' })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={720}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ language: 'pl' }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="name" label={t('hosted.subtitle_name')} rules={rules('name')} required>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="language" label={t('hosted.subtitle_language')} rules={rules('language')}>
          <Select options={LANGUAGES.map((lang) => ({ value: lang, label: lang }))} />
        </Form.Item>
        <div style={{ marginBottom: 16 }}>
          <label htmlFor={fileInputId}>{t('hosted.subtitle_file')}</label>{' '}
          <input
            id={fileInputId}
            type="file"
            accept=".vtt,.srt,text/vtt"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void readFile(file);
            }}
          />
        </div>
        <Form.Item
          name="subtitleContent"
          label={t('hosted.subtitle_content')}
          rules={rules('subtitleContent')}
          required
          extra={t('hosted.subtitle_hint')}
        >
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} spellCheck={false} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('hosted.subtitle_add')}
        </Button>
      </Form>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t('hosted.subtitles_list')}
      </Typography.Title>
      <List
        loading={tracks.isLoading}
        locale={{ emptyText: t('hosted.subtitles_empty') }}
        dataSource={tracks.data ?? []}
        renderItem={(track) => (
          <List.Item
            actions={[
              <Popconfirm
                key="delete"
                title={t('kit.actions.confirm_delete', { name: track.name })}
                okText={t('kit.yes')}
                cancelText={t('kit.no')}
                onConfirm={async () => {
                  try {
                    await remove.mutateAsync({ id, trackId: track.id });
                    feedback.success(t('hosted.subtitles_deleted'));
                  } catch (error) {
                    feedback.failure(error);
                  }
                }}
              >
                <Button danger aria-label={`${t('kit.actions.delete')}: ${track.name}`}>
                  {t('kit.actions.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <Space>
              <Typography.Text strong>{track.name}</Typography.Text>
              <Typography.Text type="secondary">{track.language}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Modal>
  );
}

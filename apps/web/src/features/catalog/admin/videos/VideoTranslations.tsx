import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { videoTranslationCreateSchema, videoTranslationUpdateSchema, type Video } from '@scena/shared';
import { RichTextEditor, useFieldRules } from '../../../../components/admin-kit';
import { CatalogTranslations } from '../shared/CatalogTranslations';
import { MediaField } from '../shared/MediaField';

const MEDIA_FIELDS = ['video_link', 'accessibility_video', 'autodesc_video', 'teaser_link'] as const;

/** Spec 2 §2.4: language, title, subtitle, the four video fields, description and additional info. */
export function VideoTranslations({ video, onClose }: { video: Video | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const rules = useFieldRules(videoTranslationCreateSchema);
  return (
    <CatalogTranslations
      kind="video"
      owner={video ? { id: video.id, title: video.title } : null}
      onClose={onClose}
      ownerField="video_id"
      createSchema={videoTranslationCreateSchema}
      updateSchema={videoTranslationUpdateSchema}
      describe={(row) => row.title ?? ''}
      title={t('kit.translations.title', { name: video?.title ?? '' })}
    >
      <Form.Item name="title" label={t('videos.title')} rules={rules('title')}>
        <Input />
      </Form.Item>
      <Form.Item name="subtitle" label={t('videos.subtitle')} rules={rules('subtitle')}>
        <Input />
      </Form.Item>
      {MEDIA_FIELDS.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`videos.${field}`)}
          rules={rules(field)}
          extra={t('videos.media_hint')}
        >
          <MediaField label={t(`videos.${field}`)} />
        </Form.Item>
      ))}
      <Form.Item name="description" label={t('videos.description')} rules={rules('description')}>
        <RichTextEditor label={t('videos.description')} allowSource />
      </Form.Item>
      <Form.Item name="additional_desc" label={t('videos.additional_desc')} rules={rules('additional_desc')}>
        <RichTextEditor label={t('videos.additional_desc')} allowSource />
      </Form.Item>
    </CatalogTranslations>
  );
}

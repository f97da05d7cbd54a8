import { Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CARD_TITLE_MAX, formatPln, videoAvailability, type Video } from '@scena/shared';
import {
  DeleteButton,
  EditButton,
  OpenButton,
  StatusTag,
  TranslationsButton,
} from '../../../../components/admin-kit';
import { formatDate, formatTime } from '../../../../lib/dates';
import { links } from '../../../../lib/paths';
import { truncate } from '../shared/dates';

interface VideoCardProps {
  video: Video;
  onEdit: (video: Video) => void;
  onTranslations: (video: Video) => void;
  onDelete: (video: Video) => Promise<unknown>;
}

const dateTime = (iso: string | null) => (iso ? `${formatDate(iso)} ${formatTime(iso)}` : null);

/** Spec 2 §2.1: one card per video with its VOD tag, missing-slug tag, details and actions. */
export function VideoCard({ video, onEdit, onTranslations, onDelete }: VideoCardProps) {
  const { t } = useTranslation('admin');
  const ended = videoAvailability(video) === -1;
  const none = t('videos.none');
  const title = truncate(video.title, CARD_TITLE_MAX);

  return (
    <Card
      size="small"
      title={<span title={video.title}>{title}</span>}
      style={{ height: '100%' }}
      cover={
        video.thumb_link ? (
          <img
            src={video.thumb_link}
            alt=""
            style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
            loading="lazy"
          />
        ) : undefined
      }
    >
      <Space size={[0, 4]} wrap style={{ marginBottom: 8 }}>
        {ended ? (
          <StatusTag tone="neutral">{t('videos.tag_ended')}</StatusTag>
        ) : video.visible ? (
          <StatusTag tone="success">{t('videos.tag_visible')}</StatusTag>
        ) : (
          <StatusTag tone="warning">{t('videos.tag_hidden')}</StatusTag>
        )}
        {!video.slug && <StatusTag tone="danger">{t('videos.tag_no_slug')}</StatusTag>}
      </Space>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'added', label: t('videos.added_at'), children: formatDate(video.added_at) },
          { key: 'price', label: t('videos.price'), children: formatPln(video.video_price) },
          {
            key: 'from',
            label: t('videos.available_from'),
            children: dateTime(video.available_from) ?? none,
          },
          { key: 'to', label: t('videos.available_to'), children: dateTime(video.end_date) ?? none },
          {
            key: 'age',
            label: t('videos.age_restriction'),
            children: video.age_restriction ? `+${video.age_restriction}` : none,
          },
          {
            key: 'duration',
            label: t('videos.duration'),
            children: video.duration
              ? t('videos.minutes', { count: video.duration })
              : t('videos.duration_undefined'),
          },
        ]}
      />
      <Space wrap style={{ marginTop: 12 }}>
        <OpenButton href={links.video(video.slug || video.id)} name={video.title} />
        <EditButton onClick={() => onEdit(video)} name={video.title} />
        <TranslationsButton onClick={() => onTranslations(video)} name={video.title} />
        <DeleteButton onConfirm={() => onDelete(video)} name={video.title} />
      </Space>
    </Card>
  );
}

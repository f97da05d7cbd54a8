import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Video } from '@scena/shared';
import { AdminList, useAdminFeedback } from '../../../../components/admin-kit';
import { useAdminVideos } from '../../api/getVideos';
import { useDeleteVideo } from '../../api/deleteVideo';
import { VideoCard } from './VideoCard';
import { VideoDrawer } from './VideoDrawer';
import { VideoTranslations } from './VideoTranslations';

/** view=videos (spec 2 §2.1): video cards, the add/edit drawer and the translations modal. */
export default function VideosScreen() {
  const { t } = useTranslation('admin');
  const videos = useAdminVideos();
  const remove = useDeleteVideo();
  const feedback = useAdminFeedback();
  const [drawer, setDrawer] = useState<{ open: boolean; video: Video | null }>({ open: false, video: null });
  const [translated, setTranslated] = useState<Video | null>(null);

  const onDelete = async (video: Video) => {
    try {
      await remove.mutateAsync(video.id);
      feedback.success(t('videos.deleted'));
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <>
      <AdminList<Video>
        rows={videos.data}
        loading={videos.isLoading}
        rowKey={(video) => video.id}
        renderCard={(video) => (
          <VideoCard video={video} onEdit={(v) => setDrawer({ open: true, video: v })} onTranslations={setTranslated} onDelete={onDelete} />
        )}
        cardSorts={[
          { key: 'added', label: t('videos.sort_added'), compare: (a, b) => b.added_at.localeCompare(a.added_at) },
          { key: 'title', label: t('videos.sort_title'), compare: (a, b) => a.title.localeCompare(b.title, 'pl') },
          { key: 'weight', label: t('videos.sort_weight'), compare: (a, b) => b.weight - a.weight },
        ]}
        searchText={(video) => `${video.title} ${video.subtitle ?? ''} ${video.slug}`}
        searchLabel={t('videos.search')}
        emptyText={t('videos.empty')}
        toolbar={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDrawer({ open: true, video: null })}>
            {t('videos.add')}
          </Button>
        }
      />
      <VideoDrawer open={drawer.open} video={drawer.video} onClose={() => setDrawer((d) => ({ ...d, open: false }))} />
      <VideoTranslations video={translated} onClose={() => setTranslated(null)} />
    </>
  );
}

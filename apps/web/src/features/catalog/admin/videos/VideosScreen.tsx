import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Video } from '@scena/shared';
import { AdminList, useAdminFeedback } from '../../../../components/admin-kit';
import { useNewItemParam } from '../../../../lib/new-item-param';
import { fetchVideosPage } from '../../api/getVideos';
import { catalogKeys } from '../../api/keys';
import { useDeleteVideo } from '../../api/deleteVideo';
import { VideoCard } from './VideoCard';
import { VideoDrawer } from './VideoDrawer';
import { VideoTranslations } from './VideoTranslations';

/** view=videos (spec 2 §2.1): video cards, the add/edit drawer and the translations modal. */
export default function VideosScreen() {
  const { t } = useTranslation('admin');
  const remove = useDeleteVideo();
  const feedback = useAdminFeedback();
  const [drawer, setDrawer] = useState<{ open: boolean; video: Video | null }>({ open: false, video: null });
  const [translated, setTranslated] = useState<Video | null>(null);
  // ?new=1 (the admin menu's "Dodaj wideo") opens the drawer for a new video.
  const [newAsked, clearNewAsked] = useNewItemParam();

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
        queryKey={catalogKeys.videos()}
        fetchPage={fetchVideosPage}
        defaultSort={{ field: 'added_at', dir: 'desc' }}
        rowKey={(video) => video.id}
        renderCard={(video) => (
          <VideoCard
            video={video}
            onEdit={(v) => setDrawer({ open: true, video: v })}
            onTranslations={setTranslated}
            onDelete={onDelete}
          />
        )}
        cardSorts={[
          { field: 'added_at', dir: 'desc', label: t('videos.sort_added') },
          { field: 'title', dir: 'asc', label: t('videos.sort_title') },
          { field: 'weight', dir: 'desc', label: t('videos.sort_weight') },
        ]}
        searchLabel={t('videos.search')}
        emptyText={t('videos.empty')}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDrawer({ open: true, video: null })}
          >
            {t('videos.add')}
          </Button>
        }
      />
      <VideoDrawer
        open={drawer.open || newAsked}
        video={newAsked ? null : drawer.video}
        onClose={() => {
          clearNewAsked();
          setDrawer((d) => ({ ...d, open: false }));
        }}
      />
      <VideoTranslations video={translated} onClose={() => setTranslated(null)} />
    </>
  );
}

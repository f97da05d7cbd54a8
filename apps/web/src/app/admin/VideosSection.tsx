import { Suspense, lazy } from 'react';
import { Spin, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import VideosScreen from '../../features/catalog/admin/videos/VideosScreen';
import { MediaPickerContext, type MediaPicker } from '../../features/catalog/admin/shared/MediaField';
import { HostedVideoPicker } from '../../features/hosted-video';

const pickHosted: MediaPicker = (props) => <HostedVideoPicker {...props} />;

const HostedVideosScreen = lazy(() => import('../../features/hosted-video/admin/HostedVideosScreen'));

/**
 * view=videos: the video cards and, in a tab beside them, the hosted-video list (spec 2 §2.1,
 * §2.2). The video forms get the hosted-video picker here, so the two features stay apart.
 * `tab=hosted` keeps the tab across reloads; switching drops the other list's paging.
 */
export default function VideosSection() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'hosted' ? 'hosted' : 'cards';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) =>
        setParams(key === 'hosted' ? { view: 'videos', tab: 'hosted' } : { view: 'videos' }, {
          replace: true,
        })
      }
      destroyOnHidden
      items={[
        {
          key: 'cards',
          label: t('hosted.tab_cards'),
          children: (
            <MediaPickerContext.Provider value={pickHosted}>
              <VideosScreen />
            </MediaPickerContext.Provider>
          ),
        },
        {
          key: 'hosted',
          label: t('hosted.tab_hosted'),
          children: (
            <Suspense fallback={<Spin />}>
              <HostedVideosScreen />
            </Suspense>
          ),
        },
      ]}
    />
  );
}

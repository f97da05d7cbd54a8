import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { ClearOutlined, CloudUploadOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../components/admin-kit';
import { translate, type HostedVideo } from '@scena/shared';
import {
  AdminList,
  DeleteButton,
  IconAction,
  StatusTag,
  useAdminFeedback,
} from '../../../components/admin-kit';
import {
  fetchHostedVideosPage,
  hostedVideoKeys,
  usePurgeHostedVideo,
  useRemoveHostedVideo,
} from '../api/hosted-videos';
import { SubtitlesModal } from './SubtitlesModal';
import { UploadDrawer } from './UploadDrawer';

/** The packaging state of a local upload, as the list shows it (progress while packaging, why when progressive). */
function Packaging({ video }: { video: HostedVideo }) {
  const { t, i18n } = useTranslation('admin');
  const p = video.packaging;
  if (!p) return null;
  const label =
    p.state === 'packaging'
      ? t('hosted.packaging.packaging', { percent: p.progress ?? 0 })
      : t(`hosted.packaging.${p.state}`);
  return (
    <Space orientation="vertical" size={0}>
      <StatusTag tone={p.state === 'hls' ? 'success' : p.state === 'failed' ? 'danger' : 'neutral'}>
        {label}
      </StatusTag>
      {p.note && (
        <Typography.Text type="secondary">{translate(toLanguage(i18n.language), p.note)}</Typography.Text>
      )}
    </Space>
  );
}

/** view=videos&tab=hosted (spec 2 §2.2): hosted videos, uploads, subtitles, delete and purge. */
export default function HostedVideosScreen() {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const remove = useRemoveHostedVideo();
  const purge = usePurgeHostedVideo();
  const [drawer, setDrawer] = useState<{ open: boolean; resume: HostedVideo | null }>({
    open: false,
    resume: null,
  });
  const [subtitles, setSubtitles] = useState<HostedVideo | null>(null);
  const client = useQueryClient();
  // While a shown video waits for packaging or is being packaged, the page refreshes every 5 s,
  // so the percent moves without a reload.
  const [preparing, setPreparing] = useState(false);
  const fetchPage = useCallback(
    (request: Record<string, string | number>, signal: AbortSignal) =>
      fetchHostedVideosPage(request, signal).then((page) => {
        setPreparing(
          page.items.some(
            (video) => video.packaging?.state === 'waiting' || video.packaging?.state === 'packaging',
          ),
        );
        return page;
      }),
    [],
  );
  useEffect(() => {
    if (!preparing) return;
    const timer = window.setInterval(
      () => void client.invalidateQueries({ queryKey: hostedVideoKeys.list() }),
      5_000,
    );
    return () => window.clearInterval(timer);
  }, [preparing, client]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      feedback.success(done);
    } catch (error) {
      feedback.failure(error);
    }
  };

  const columns: ColumnsType<HostedVideo> = [
    {
      key: 'name',
      title: t('hosted.name'),
      sorter: true,
      render: (_, video) => <Typography.Text strong>{video.name}</Typography.Text>,
    },
    {
      key: 'status',
      title: t('hosted.status'),
      render: (_, video) =>
        video.status === 'NOT_UPLOADED' ? (
          <Space wrap>
            <StatusTag tone="warning">{t('hosted.not_completed')}</StatusTag>
            <Button
              icon={<CloudUploadOutlined aria-hidden />}
              onClick={() => setDrawer({ open: true, resume: video })}
            >
              {t('hosted.continue_button')}
            </Button>
          </Space>
        ) : (
          <Space orientation="vertical" size={4}>
            <StatusTag tone={video.status === 'ERROR' ? 'danger' : 'success'}>
              {video.status === 'ERROR' ? t('hosted.error') : t('hosted.completed')}
            </StatusTag>
            <Packaging video={video} />
          </Space>
        ),
    },
    {
      key: 'id',
      title: t('hosted.id'),
      render: (_, video) => <Typography.Text copyable>{video.id}</Typography.Text>,
    },
    {
      key: 'actions',
      title: t('kit.actions.label'),
      render: (_, video) => (
        <Space wrap>
          <IconAction
            title={t('hosted.subtitles')}
            icon={<FileTextOutlined aria-hidden />}
            onClick={() => setSubtitles(video)}
            aria-label={`${t('hosted.subtitles')}: ${video.name}`}
          />
          <DeleteButton
            onConfirm={() => act(() => remove.mutateAsync(video.id), t('hosted.deleted'))}
            name={video.name}
          />
          <Popconfirm
            title={t('hosted.purge_confirm', { name: video.name })}
            okText={t('kit.yes')}
            cancelText={t('kit.no')}
            onConfirm={() => act(() => purge.mutateAsync(video.id), t('hosted.purged'))}
          >
            <Tooltip title={t('hosted.purge')}>
              <Button
                danger
                icon={<ClearOutlined aria-hidden />}
                aria-label={`${t('hosted.purge')}: ${video.name}`}
              />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('hosted.delete_hint')}</Typography.Paragraph>
      <AdminList<HostedVideo>
        queryKey={hostedVideoKeys.list()}
        fetchPage={fetchPage}
        defaultSort={{ field: 'created_at', dir: 'desc' }}
        rowKey={(video) => video.id}
        columns={columns}
        searchLabel={t('hosted.search')}
        emptyText={t('hosted.empty')}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDrawer({ open: true, resume: null })}
          >
            {t('hosted.add')}
          </Button>
        }
      />
      {drawer.open && (
        <UploadDrawer open resume={drawer.resume} onClose={() => setDrawer({ open: false, resume: null })} />
      )}
      <SubtitlesModal video={subtitles} onClose={() => setSubtitles(null)} />
    </>
  );
}

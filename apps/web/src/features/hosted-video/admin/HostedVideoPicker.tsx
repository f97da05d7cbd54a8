import { useState } from 'react';
import { Button, Input, Modal, Table, Typography } from 'antd';
import { VideoCameraOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HostedVideo } from '@scena/shared';
import { ADMIN_CALL_META } from '../../../components/admin-kit/apiError';
import { fetchHostedVideosPage, hostedVideoKeys } from '../api/hosted-videos';

/**
 * "Choose from hosted videos" beside a video field (spec 2 §2.4): a searchable list of completed
 * uploads; choosing one puts its id (digits, spec 1 §5) into the field.
 */
export function HostedVideoPicker({ label, onPick }: { label: string; onPick: (value: string) => void }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...hostedVideoKeys.list(), 'picker', q, page],
    queryFn: ({ signal }) => fetchHostedVideosPage({ page, page_size: 10, ...(q ? { q } : {}) }, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    meta: ADMIN_CALL_META,
  });
  return (
    <>
      <Button
        icon={<VideoCameraOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={`${t('hosted.pick')}: ${label}`}
      >
        {t('hosted.pick')}
      </Button>
      <Modal
        open={open}
        title={t('hosted.pick_title', { field: label })}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
        width={640}
      >
        <Input.Search
          aria-label={t('hosted.search')}
          placeholder={t('hosted.search')}
          allowClear
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
          style={{ marginBottom: 12 }}
        />
        <Table<HostedVideo>
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          locale={{ emptyText: t('hosted.empty') }}
          pagination={{
            current: page,
            pageSize: 10,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              key: 'name',
              title: t('hosted.name'),
              render: (_, video) => <Typography.Text>{video.name}</Typography.Text>,
            },
            { key: 'id', title: t('hosted.id'), dataIndex: 'id' },
            {
              key: 'actions',
              title: t('kit.actions.label'),
              render: (_, video) => (
                <Button
                  type="primary"
                  disabled={video.status === 'NOT_UPLOADED'}
                  aria-label={`${t('hosted.choose')}: ${video.name}`}
                  onClick={() => {
                    onPick(video.id);
                    setOpen(false);
                  }}
                >
                  {t('hosted.choose')}
                </Button>
              ),
            },
          ]}
        />
      </Modal>
    </>
  );
}

import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { eventTimeStatus, formatPln, type CatalogEvent, type TimeStatus } from '@scena/shared';
import {
  AdminList,
  DeleteButton,
  EditButton,
  OpenButton,
  StatusTag,
  TranslationsButton,
  useAdminFeedback,
  useListUrlState,
} from '../../../../components/admin-kit';
import { links } from '../../../../lib/paths';
import { dayjs } from '../../../../lib/dates';
import { fetchEventsPage } from '../../api/getEvents';
import { catalogKeys } from '../../api/keys';
import { useAdminVideos } from '../../api/getVideos';
import { useDeleteEvent } from '../../api/deleteEvent';
import { EventDrawer } from './EventDrawer';
import { EventFilters } from './EventFilters';
import { EventTranslations } from './EventTranslations';

/** Spec 2 §2.5: by date (the title and price columns sort too). */
const EVENTS_SORT = { field: 'date_from', dir: 'asc' } as const;
const STATUS_TONE: Record<TimeStatus, 'neutral' | 'info' | 'success'> = {
  ended: 'neutral',
  soon: 'info',
  in_progress: 'success',
};
const day = (value: string) => dayjs(value, 'YYYY-MM-DD').format('DD.MM.YYYY');

/** view=events (spec 2 §2.5): search, the events table, the add/edit drawer and translations. */
export default function EventsScreen() {
  const { t } = useTranslation('admin');
  const list = useListUrlState(EVENTS_SORT);
  const videos = useAdminVideos();
  const remove = useDeleteEvent();
  const feedback = useAdminFeedback();
  const [drawer, setDrawer] = useState<{ open: boolean; event: CatalogEvent | null }>({
    open: false,
    event: null,
  });
  const [translated, setTranslated] = useState<CatalogEvent | null>(null);
  const videoOptions = (videos.data ?? []).map((video) => ({ value: video.id, label: video.title }));

  const onDelete = async (event: CatalogEvent) => {
    try {
      await remove.mutateAsync(event.id);
      feedback.success(t('events.deleted'));
    } catch (error) {
      feedback.failure(error);
    }
  };

  const columns: ColumnsType<CatalogEvent> = [
    {
      key: 'title',
      title: t('events.col_title'),
      sorter: true,
      render: (_, event) => (
        <Space orientation="vertical" size={4}>
          <Typography.Text strong>{event.title}</Typography.Text>
          <Space size={[0, 4]} wrap>
            {event.is_festival && <StatusTag tone="festival">{t('events.tag_festival')}</StatusTag>}
            {event.published ? (
              <StatusTag tone="success">{t('events.tag_published')}</StatusTag>
            ) : (
              <StatusTag tone="warning">{t('events.tag_unpublished')}</StatusTag>
            )}
            {!event.slug && <StatusTag tone="danger">{t('events.tag_no_slug')}</StatusTag>}
          </Space>
        </Space>
      ),
    },
    {
      key: 'date_from',
      title: t('events.col_dates'),
      sorter: true,
      render: (_, event) => {
        const status = eventTimeStatus(event);
        const range =
          event.date_from === event.date_to
            ? day(event.date_from)
            : `${day(event.date_from)} – ${day(event.date_to)}`;
        const hours = event.full_day
          ? t('events.all_day')
          : `${event.time_from ?? ''}${event.time_to ? ` – ${event.time_to}` : ''}`;
        return (
          <Space orientation="vertical" size={4}>
            <span>{range}</span>
            <span>{hours}</span>
            <StatusTag tone={STATUS_TONE[status]}>{t(`events.status_${status}`)}</StatusTag>
          </Space>
        );
      },
    },
    {
      key: 'tickets',
      title: t('events.col_tickets'),
      render: (_, event) => {
        if (event.available_tickets === null) return t('events.tickets_unlimited');
        // Spec 2 §2.5: available/max; ticketsLeft comes from the server (limit minus sold).
        const left = event.ticketsLeft ?? event.available_tickets;
        return (
          <Space orientation="vertical" size={0}>
            <span>
              {left} / {event.available_tickets}
            </span>
            {event.event_price === 0 && (
              <Typography.Text type="secondary">{t('events.tickets_free')}</Typography.Text>
            )}
          </Space>
        );
      },
    },
    {
      key: 'price',
      title: t('events.col_price'),
      sorter: true,
      render: (_, event) => formatPln(event.event_price),
    },
    {
      key: 'actions',
      title: t('kit.actions.label'),
      render: (_, event) => (
        <Space wrap>
          <OpenButton href={links.event(event.slug || event.id)} name={event.title} />
          <EditButton onClick={() => setDrawer({ open: true, event })} name={event.title} />
          <TranslationsButton onClick={() => setTranslated(event)} name={event.title} />
          <DeleteButton onConfirm={() => onDelete(event)} name={event.title} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <EventFilters
          videos={videoOptions}
          initial={list.filters}
          onSearch={(query) => list.setFilters(query as Record<string, string | undefined>)}
        />
        <AdminList<CatalogEvent>
          queryKey={catalogKeys.events()}
          fetchPage={fetchEventsPage}
          defaultSort={EVENTS_SORT}
          rowKey={(event) => event.id}
          columns={columns}
          emptyText={t('events.empty')}
          toolbar={
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setDrawer({ open: true, event: null })}
            >
              {t('events.add')}
            </Button>
          }
        />
      </Space>
      <EventDrawer
        open={drawer.open}
        event={drawer.event}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
      />
      <EventTranslations event={translated} onClose={() => setTranslated(null)} />
    </>
  );
}

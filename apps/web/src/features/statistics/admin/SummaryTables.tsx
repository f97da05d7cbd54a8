import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatPln, type StatisticsEvent, type StatisticsVideo } from '@scena/shared';
import { formatDate, formatDateOnly } from '../../../lib/dates';
import { useStatisticsEvents, useStatisticsVideos } from '../api/statistics';

type Figures = Pick<
  StatisticsEvent,
  'views' | 'income' | 'numberOfOrders' | 'numberOfCompletedOrders' | 'payments' | 'usedOrders'
>;

const useFigureColumns = <T extends Figures>(): ColumnsType<T> => {
  const { t } = useTranslation('reports');
  const num = (key: keyof Figures) => ({
    key,
    dataIndex: key,
    title: t(`statistics.${key === 'views' ? 'views' : key}`),
    sorter: (a: T, b: T) => a[key] - b[key],
    align: 'right' as const,
  });
  return [
    num('numberOfOrders'),
    num('numberOfCompletedOrders'),
    num('payments'),
    num('usedOrders'),
    num('views'),
    { ...num('income'), render: (value: number) => formatPln(value) },
  ];
};

const tableProps = {
  size: 'small' as const,
  rowKey: 'id',
  scroll: { x: 'max-content' },
  pagination: { pageSize: 20 },
};

/** The events and videos summary tables (spec 2 §2.14, §3 "Statistics items"). */
export function SummaryTables() {
  const { t } = useTranslation('reports');
  const events = useStatisticsEvents();
  const videos = useStatisticsVideos();
  const eventFigures = useFigureColumns<StatisticsEvent>();
  const videoFigures = useFigureColumns<StatisticsVideo>();
  return (
    <>
      <Card
        title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('statistics.events_table')}</h2>}
        style={{ marginBottom: 24 }}
      >
        <Table<StatisticsEvent>
          {...tableProps}
          loading={events.isLoading}
          dataSource={events.data?.events ?? []}
          columns={[
            { key: 'title', dataIndex: 'title', title: t('statistics.title') },
            {
              key: 'dates',
              title: t('statistics.dates'),
              render: (_, row) =>
                `${formatDateOnly(row.date_from)}${row.date_to !== row.date_from ? ` – ${formatDateOnly(row.date_to)}` : ''}${row.full_day || !row.time_from ? '' : `, ${row.time_from}`}`,
            },
            {
              key: 'timeStatus',
              title: t('statistics.time_status'),
              render: (_, row) => t(`statistics.time.${row.timeStatus}`),
            },
            ...eventFigures,
          ]}
        />
      </Card>
      <Card
        title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('statistics.videos_table')}</h2>}
        style={{ marginBottom: 24 }}
      >
        <Table<StatisticsVideo>
          {...tableProps}
          loading={videos.isLoading}
          dataSource={videos.data?.videos ?? []}
          columns={[
            { key: 'title', dataIndex: 'title', title: t('statistics.title') },
            {
              key: 'added_at',
              title: t('statistics.added_at'),
              render: (_, row) => formatDate(row.added_at),
            },
            ...videoFigures,
            {
              key: 'viewsPerDay',
              dataIndex: 'viewsPerDay',
              title: t('statistics.viewsPerDay'),
              align: 'right',
              render: (value: number) => value.toFixed(2).replace('.', ','),
            },
          ]}
        />
      </Card>
    </>
  );
}

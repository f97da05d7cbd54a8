import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrdersPerVideo, useViewsPerVideo } from '../api/statistics';
import { ChartWithTable } from './ChartWithTable';

const rowsOf = (series: { labels: string[]; data: number[] } | undefined, key: string) =>
  (series?.labels ?? []).map((label, index) => ({ video: label, [key]: series!.data[index] ?? 0 }));

/** Orders per video and views per video (spec 2 §2.14), most first. */
export function PerVideoCharts() {
  const { t } = useTranslation('reports');
  const orders = useOrdersPerVideo();
  const views = useViewsPerVideo();
  const orderRows = rowsOf(orders.data, 'orders');
  const viewRows = rowsOf(views.data, 'views');
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('statistics.per_video_card')}</h2>}
      style={{ marginBottom: 24 }}
    >
      <ChartWithTable
        title={t('statistics.orders_per_video')}
        summary={t('statistics.per_video_chart', {
          title: t('statistics.orders_per_video'),
          count: orderRows.length,
        })}
        rows={orderRows}
        category="video"
        value="orders"
        horizontal
        columns={[
          { key: 'video', title: t('statistics.video') },
          { key: 'orders', title: t('statistics.orders') },
        ]}
        loading={orders.isLoading}
      />
      <ChartWithTable
        title={t('statistics.views_per_video')}
        summary={t('statistics.per_video_chart', {
          title: t('statistics.views_per_video'),
          count: viewRows.length,
        })}
        rows={viewRows}
        category="video"
        value="views"
        horizontal
        columns={[
          { key: 'video', title: t('statistics.video') },
          { key: 'views', title: t('statistics.views') },
        ]}
        loading={views.isLoading}
      />
    </Card>
  );
}

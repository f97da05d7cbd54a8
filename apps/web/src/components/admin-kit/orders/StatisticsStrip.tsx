import type { CSSProperties } from 'react';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

export interface StatisticItem {
  key: string;
  /** A number is formatted in the page's language; a string is shown as it is (e.g. '3 / 10'). */
  value: number | string;
  /** Money: two decimals with the zł suffix. */
  money?: boolean;
}

/**
 * The statistics strip above an order table (spec 3 §2.3, §2.4, §2.7): one card per number, each
 * titled by `stats.{key}` of the list's namespace, under the region `stats.label`.
 */
export function StatisticsStrip({
  ns,
  items,
  minWidth = 160,
}: {
  ns: string;
  items: StatisticItem[];
  /** The narrowest card (px): a strip of seven cards fits narrower ones. */
  minWidth?: number;
}) {
  const { t, i18n } = useTranslation(ns);
  const number = new Intl.NumberFormat(i18n.language?.startsWith('en') ? 'en-GB' : 'pl-PL', {
    minimumFractionDigits: 0,
  });
  const pln = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const show = (item: StatisticItem) => {
    if (typeof item.value === 'string') return item.value;
    return item.money ? `${pln.format(item.value)} zł` : number.format(item.value);
  };
  return (
    <section
      aria-label={t('stats.label')}
      className="orders-admin-stats"
      style={{ '--orders-admin-stat-width': `${minWidth}px` } as CSSProperties}
    >
      {items.map((item) => (
        <Card key={item.key} size="small">
          <Statistic title={t(`stats.${item.key}`)} value={show(item)} />
        </Card>
      ))}
    </section>
  );
}

import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CodeOrderStatistics } from '@scena/shared/code-orders.contract';
import { money } from './format';

/**
 * The range's statistics (spec 3 §2.7): orders placed, completed paid orders, used/total codes,
 * free codes; the value of tickets sold, income and refunds when the server gives them (the
 * status filter is completed or all).
 */
export function CodeOrderStatisticsRow({ stats }: { stats: CodeOrderStatistics }) {
  const { t } = useTranslation('code-orders');
  const items: { key: string; value: string | number }[] = [
    { key: 'orders', value: stats.orders },
    { key: 'completed', value: stats.completed },
    { key: 'codes', value: `${stats.usedCodes} / ${stats.totalCodes}` },
    { key: 'freeCodes', value: stats.freeCodes },
    ...(stats.ticketsValue !== null ? [{ key: 'ticketsValue', value: money(stats.ticketsValue) }] : []),
    ...(stats.income !== null ? [{ key: 'income', value: money(stats.income) }] : []),
    ...(stats.refunds !== null ? [{ key: 'refunds', value: money(stats.refunds) }] : []),
  ];
  return (
    <section aria-label={t('stats.label')} className="code-orders-stats">
      {items.map((item) => (
        <Card key={item.key} size="small">
          <Statistic title={t(`stats.${item.key}`)} value={item.value} />
        </Card>
      ))}
    </section>
  );
}

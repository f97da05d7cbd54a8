import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

export interface StatisticItem {
  key: string;
  value: number;
  /** Money: two decimals with the zł suffix. */
  money?: boolean;
}

/** The statistics above a payments table (spec 3 §2.3 five numbers, §2.4 the panel's five). */
export function StatisticsRow({ items }: { items: StatisticItem[] }) {
  const { t, i18n } = useTranslation('payments');
  const number = new Intl.NumberFormat(i18n.language?.startsWith('en') ? 'en-GB' : 'pl-PL', {
    minimumFractionDigits: 0,
  });
  const pln = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <section aria-label={t('stats.label')} className="payments-stats">
      {items.map((item) => (
        <Card key={item.key} size="small">
          <Statistic
            title={t(`stats.${item.key}`)}
            value={item.money ? `${pln.format(item.value)} zł` : number.format(item.value)}
          />
        </Card>
      ))}
    </section>
  );
}

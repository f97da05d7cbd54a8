import { useState } from 'react';
import { Alert, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentMonth, formatPln, lastDays, type DayRange } from '@scena/shared';
import { apiErrorBody } from '../../../components/admin-kit';
import { formatDateOnly } from '../../../lib/dates';
import { useIncomePerDay, useOrdersPerDay, usePaymentSumm } from '../api/statistics';
import { ChartWithTable } from './ChartWithTable';
import { DayRangeFields } from './DayRangeFields';

const day = (iso: string) => formatDateOnly(iso);

/** Orders per day (default: last 7 days) and income per day (default: this month), spec 2 §2.14. */
export function RangeCharts() {
  const { t } = useTranslation('reports');
  const [ordersRange, setOrdersRange] = useState<DayRange>(() => lastDays(new Date()));
  const [incomeRange, setIncomeRange] = useState<DayRange>(() => currentMonth(new Date()));
  const orders = useOrdersPerDay(ordersRange);
  const income = useIncomePerDay(incomeRange);
  const summ = usePaymentSumm(incomeRange);
  const problem = [orders.error, income.error, summ.error].find(Boolean);
  const orderRows = (orders.data?.data ?? []).map((row) => ({ date: day(row.date), count: row.count }));
  const incomeRows = (income.data?.data ?? []).map((row) => ({ date: day(row.date), summ: row.summ }));
  const incomeTotal = incomeRows.reduce((sum, row) => sum + Math.round(row.summ * 100), 0) / 100;
  const dayColumns = (valueKey: string) => [
    { key: 'date', title: t('statistics.date') },
    { key: valueKey, title: t(`statistics.${valueKey}`) },
  ];
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('statistics.range_card')}</h2>}
      style={{ marginBottom: 24 }}
    >
      {problem && (
        <Alert
          type="error"
          showIcon
          title={apiErrorBody(problem, t('statistics.no_data')).message}
          style={{ marginBottom: 16 }}
        />
      )}
      <ChartWithTable
        title={t('statistics.orders_title')}
        summary={t('statistics.orders_chart', {
          from: day(ordersRange.from),
          to: day(ordersRange.to),
          total: orderRows.reduce((sum, row) => sum + row.count, 0),
        })}
        extra={<DayRangeFields value={ordersRange} onChange={setOrdersRange} />}
        rows={orderRows}
        category="date"
        value="count"
        columns={dayColumns('count')}
        loading={orders.isLoading}
      />
      <ChartWithTable
        title={t('statistics.income_title')}
        summary={t('statistics.income_chart', {
          from: day(incomeRange.from),
          to: day(incomeRange.to),
          total: formatPln(incomeTotal),
        })}
        extra={
          <>
            <DayRangeFields value={incomeRange} onChange={setIncomeRange} />
            {summ.data && (
              <Row gutter={16} style={{ marginBottom: 12 }}>
                <Col xs={24} sm={8}>
                  <Statistic title={t('statistics.events_summ')} value={formatPln(summ.data.eventsSumm)} />
                </Col>
                <Col xs={24} sm={8}>
                  <Statistic title={t('statistics.videos_summ')} value={formatPln(summ.data.videosSumm)} />
                </Col>
                <Col xs={24} sm={8}>
                  <Statistic
                    title={t('statistics.total_summ')}
                    value={formatPln(Math.round((summ.data.eventsSumm + summ.data.videosSumm) * 100) / 100)}
                  />
                </Col>
              </Row>
            )}
          </>
        }
        rows={incomeRows}
        category="date"
        value="summ"
        format={formatPln}
        columns={dayColumns('summ')}
        loading={income.isLoading}
      />
    </Card>
  );
}

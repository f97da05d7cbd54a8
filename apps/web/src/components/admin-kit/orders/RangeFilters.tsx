import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_FILTERS } from '@scena/shared/payments.contract';
import { useAdminFeedback, type ListUrlState } from '..';
import { isApiError } from '../../../lib/api';
import { displayDay } from './format';

const SEARCH_DELAY_MS = 300;

export interface RangeFiltersProps {
  /** The list's i18n namespace: its `filters.*` and `filter_statuses.*` words. */
  ns: string;
  filters: ListUrlState['filters'];
  setFilters: ListUrlState['setFilters'];
  /** The range the server applied (its default month while none is chosen). */
  range?: { date_from: string; date_to: string };
  /** The item choices (one select, or an event's and a video's). */
  items: ReactNode;
  /** Downloads the whole filtered range; answers the file's name. */
  downloadCsv: () => Promise<string>;
  /** After the CSV button (e.g. a free-grant button), composed by the screen. */
  toolbar?: ReactNode;
}

/**
 * The filter form of an order list kept in the URL (spec 3 §2.3, §2.7): a date range, a status
 * (all, completed, canceled, refunded, pending), the item choices, a search on the buyer (sent a
 * moment after typing stops, or at once on Enter) and the CSV of the whole filtered range.
 */
export function RangeFilters({
  ns,
  filters,
  setFilters,
  range,
  items,
  downloadCsv,
  toolbar,
}: RangeFiltersProps) {
  const { t } = useTranslation(ns);
  const feedback = useAdminFeedback();
  const [downloading, setDownloading] = useState(false);
  const [search, setSearch] = useState(filters.q ?? '');
  useEffect(() => {
    if (search.trim() === (filters.q ?? '')) return undefined;
    const timer = setTimeout(() => setFilters({ ...filters, q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters, setFilters]);

  const set = (name: string, value: string | undefined) => setFilters({ ...filters, [name]: value });
  const exportCsv = async () => {
    setDownloading(true);
    try {
      const name = await downloadCsv();
      feedback.success(t('filters.csv_done', { name }));
    } catch (error) {
      feedback.failure(error);
    } finally {
      setDownloading(false);
    }
  };
  const day = (name: 'date_from' | 'date_to') => (
    <label>
      {t(`filters.${name}`)}
      <Input
        type="date"
        value={filters[name] ?? range?.[name] ?? ''}
        onChange={(event) => set(name, event.target.value)}
      />
    </label>
  );

  return (
    <div className="orders-admin-filters">
      {day('date_from')}
      {day('date_to')}
      <label>
        {t('filters.status')}
        <Select
          aria-label={t('filters.status')}
          value={filters.status ?? ''}
          onChange={(value: string) => set('status', value || undefined)}
          options={[
            { value: '', label: t('filters.all_statuses') },
            ...PAYMENT_STATUS_FILTERS.map((status) => ({
              value: status,
              label: t(`filter_statuses.${status}`),
            })),
          ]}
          style={{ minWidth: 160 }}
        />
      </label>
      {items}
      <Input.Search
        allowClear
        aria-label={t('filters.search')}
        placeholder={t('filters.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => setFilters({ ...filters, q: value.trim() })}
        style={{ maxWidth: 320 }}
      />
      <Button onClick={() => void exportCsv()} loading={downloading}>
        {t('filters.csv')}
      </Button>
      {toolbar}
    </div>
  );
}

/**
 * What the server said of a refused list: a filter's own message when it names one (a start after
 * the end: 'Niepoprawna data', spec 3 §8), else 'Wystąpił błąd: …' with its message.
 */
const refusal = (error: unknown, failed: (message: string) => string): string => {
  if (!isApiError(error)) return failed(String(error));
  const fieldMessages = Object.values(error.body.formError ?? {});
  return fieldMessages.length > 0 ? [...new Set(fieldMessages)].join(' ') : failed(error.message);
};

/** Under the filters: the server's refusal (refusal above), or the range it applied. */
export function RangeNotice({
  ns,
  error,
  range,
}: {
  ns: string;
  error: unknown;
  range?: { date_from: string; date_to: string };
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      {error != null && (
        <Alert type="error" showIcon title={refusal(error, (message) => t('error', { message }))} />
      )}
      {range && (
        <p>{t('filters.range', { from: displayDay(range.date_from), to: displayDay(range.date_to) })}</p>
      )}
    </>
  );
}

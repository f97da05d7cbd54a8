import { useEffect } from 'react';
import { Button, DatePicker, Form, Input, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CODE_FILTER_KEYS, codesListQuery, issuesToFormError } from '@scena/shared';
import { setFieldErrors, toLanguage } from '../../../components/admin-kit';
import { dayjs, inWarsaw } from '../../../lib/dates';
import type { ProductOption } from './api/useProductOptions';
import { EXPIRY_FORMAT } from './codeForm';

interface FilterValues {
  expiration_date_from?: Dayjs | null;
  expiration_date_to?: Dayjs | null;
  name?: string;
  min_limit?: string;
  limit?: string;
  available?: 'true' | 'false' | 'all';
  discount?: string;
  event_id?: number | null;
  video_id?: number | null;
}

/** The filters a URL naming none of them stands for: the server's default list (spec 3 §2.8), spelled out. */
const defaults = (): FilterValues => ({
  expiration_date_from: inWarsaw(Date.now()),
  available: 'true',
  min_limit: '2',
});

/** URL filters → the form (no filter in the URL: the default list's values). */
export const urlToFilterValues = (filters: Record<string, string>): FilterValues => {
  if (!CODE_FILTER_KEYS.some((key) => filters[key])) return defaults();
  const date = (text?: string) =>
    text ? dayjs.tz(text, text.length > 10 ? EXPIRY_FORMAT : 'YYYY-MM-DD', 'Europe/Warsaw') : null;
  return {
    expiration_date_from: date(filters.expiration_date_from),
    expiration_date_to: date(filters.expiration_date_to),
    name: filters.name,
    min_limit: filters.min_limit,
    limit: filters.limit,
    available: (filters.available as FilterValues['available']) ?? 'all',
    discount: filters.discount,
    event_id: filters.event_id ? Number(filters.event_id) : null,
    video_id: filters.video_id ? Number(filters.video_id) : null,
  };
};

/** The form → the query's filters ('all' is sent, so a search never falls back to the default list). */
export const filterValuesToQuery = (values: FilterValues): Record<string, string> => {
  const query: Record<string, string> = {};
  const put = (key: string, value: unknown) => {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text !== '') query[key] = text;
  };
  put('expiration_date_from', values.expiration_date_from?.format(EXPIRY_FORMAT));
  put('expiration_date_to', values.expiration_date_to?.format(EXPIRY_FORMAT));
  put('name', values.name);
  put('min_limit', values.min_limit);
  put('limit', values.limit);
  put('available', values.available ?? 'all');
  put('discount', values.discount);
  put('event_id', values.event_id);
  put('video_id', values.video_id);
  return query;
};

const itemOptions = (items: ProductOption[] | undefined, anyLabel: string) => [
  { value: '', label: anyLabel },
  ...(items ?? []).map((item) => ({ value: item.id, label: item.title })),
];

/** The filter form of the codes list (spec 3 §2.8); what it searches for is kept in the URL. */
export function CodeFilters({
  filters,
  onSearch,
  events,
  videos,
}: {
  filters: Record<string, string>;
  onSearch: (query: Record<string, string>) => void;
  events?: ProductOption[];
  videos?: ProductOption[];
}) {
  const { t, i18n } = useTranslation('codes-admin');
  const [form] = Form.useForm<FilterValues>();
  const key = JSON.stringify(filters);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(urlToFilterValues(JSON.parse(key) as Record<string, string>));
  }, [form, key]);

  const search = (values: FilterValues) => {
    const query = filterValuesToQuery(values);
    form.setFields(CODE_FILTER_KEYS.map((name) => ({ name, errors: [] })));
    const parsed = codesListQuery.safeParse(query);
    if (!parsed.success) {
      setFieldErrors(form, issuesToFormError(parsed.error.issues, toLanguage(i18n.language)));
      return;
    }
    onSearch(query);
  };
  const number = { inputMode: 'numeric' as const, autoComplete: 'off', style: { width: 120 } };
  return (
    <Form<FilterValues>
      form={form}
      name="code-filters"
      layout="vertical"
      onFinish={search}
      aria-label={t('filters.label')}
    >
      <Space wrap align="start">
        <Form.Item name="expiration_date_from" label={t('filters.expiration_from')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="DD.MM.YYYY HH:mm" />
        </Form.Item>
        <Form.Item name="expiration_date_to" label={t('filters.expiration_to')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="DD.MM.YYYY HH:mm" />
        </Form.Item>
        <Form.Item name="name" label={t('filters.name')}>
          <Input allowClear autoComplete="off" />
        </Form.Item>
        <Form.Item name="available" label={t('filters.available')}>
          <Select
            aria-label={t('filters.available')}
            style={{ width: 150 }}
            options={(['true', 'false', 'all'] as const).map((value) => ({
              value,
              label: t(`filters.available_${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="min_limit" label={t('filters.min_limit')}>
          <Input {...number} />
        </Form.Item>
        <Form.Item name="limit" label={t('filters.limit')}>
          <Input {...number} />
        </Form.Item>
        <Form.Item name="discount" label={t('filters.discount')}>
          <Input {...number} />
        </Form.Item>
        <Form.Item name="event_id" label={t('filters.event')}>
          <Select
            aria-label={t('filters.event')}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 220 }}
            options={itemOptions(events, t('filters.any_item'))}
          />
        </Form.Item>
        <Form.Item name="video_id" label={t('filters.video')}>
          <Select
            aria-label={t('filters.video')}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 220 }}
            options={itemOptions(videos, t('filters.any_item'))}
          />
        </Form.Item>
      </Space>
      <Space wrap>
        <Button type="primary" htmlType="submit">
          {t('filters.search')}
        </Button>
        <Button onClick={() => onSearch({})}>{t('filters.reset')}</Button>
        <Typography.Text type="secondary">{t('filters.default_hint')}</Typography.Text>
      </Space>
    </Form>
  );
}

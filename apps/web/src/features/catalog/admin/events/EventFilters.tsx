import { Button, Checkbox, DatePicker, Form, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../../lib/dates';
import { useTranslation } from 'react-i18next';
import { ADMIN_EVENTS_FROM, eventsQuerySchema, issuesToFormError, type EventsQuery } from '@scena/shared';
import { setFieldErrors, toLanguage } from '../../../../components/admin-kit';
import { pickerToDay } from '../shared/dates';
import type { VideoOption } from './EventFormFields';

interface FilterValues {
  from?: Dayjs | null;
  to?: Dayjs | null;
  video_id?: number | null;
  festival?: boolean;
}

/**
 * Filter values → the admin events page query (GET /api/admin/events). No dates: current and upcoming events (the default);
 * only an end date: everything up to it, from 2000-01-01 like every admin list.
 */
export const filtersToQuery = (values: FilterValues): EventsQuery => {
  const query: EventsQuery = {};
  const from = pickerToDay(values.from);
  const to = pickerToDay(values.to);
  if (from) query.date_from = from;
  if (to) {
    query.date_to = to;
    if (!from) query.date_from = ADMIN_EVENTS_FROM;
  }
  if (values.video_id) query.video_id = values.video_id;
  if (values.festival) query.is_festival = 'true';
  return query;
};

/** URL filters (a reload, a shared link) → the form's values. */
export const queryToFilters = (query: Record<string, string>): FilterValues => ({
  from:
    query.date_from && query.date_from !== ADMIN_EVENTS_FROM ? dayjs(query.date_from, 'YYYY-MM-DD') : null,
  to: query.date_to ? dayjs(query.date_to, 'YYYY-MM-DD') : null,
  video_id: query.video_id ? Number(query.video_id) : null,
  festival: query.is_festival === 'true',
});

/** Spec 2 §2.5 search: date range (from not after to, 'Niepoprawna data'), video, only festival. */
export function EventFilters({
  videos,
  initial = {},
  onSearch,
}: {
  videos: VideoOption[];
  /** The filters the URL holds now. */
  initial?: Record<string, string>;
  onSearch: (query: EventsQuery) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [form] = Form.useForm<FilterValues>();
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    form.setFieldsValue(queryToFilters(JSON.parse(initialKey) as Record<string, string>));
  }, [form, initialKey]);

  const search = (values: FilterValues) => {
    const query = filtersToQuery(values);
    form.setFields([
      { name: 'from', errors: [] },
      { name: 'to', errors: [] },
    ]);
    const parsed = eventsQuerySchema.safeParse(query);
    if (!parsed.success) {
      setFieldErrors(form, issuesToFormError(parsed.error.issues, toLanguage(i18n.language)), (field) =>
        field === 'date_from' ? 'from' : field === 'date_to' ? 'to' : field,
      );
      return;
    }
    onSearch(query);
  };

  return (
    <Form name="event_search" form={form} layout="inline" onFinish={search} style={{ rowGap: 8 }}>
      <Form.Item name="from" label={t('events.filter_from')}>
        <DatePicker format="DD.MM.YYYY" />
      </Form.Item>
      <Form.Item name="to" label={t('events.filter_to')}>
        <DatePicker format="DD.MM.YYYY" />
      </Form.Item>
      <Form.Item name="video_id" label={t('events.filter_video')}>
        <Select allowClear showSearch optionFilterProp="label" options={videos} style={{ minWidth: 200 }} />
      </Form.Item>
      <Form.Item name="festival" valuePropName="checked">
        <Checkbox>{t('events.filter_festival')}</Checkbox>
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t('events.search')}
        </Button>
      </Form.Item>
    </Form>
  );
}

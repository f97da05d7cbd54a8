import { useId } from 'react';
import { DatePicker, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '@scena/shared';
import { DATE_FORMAT, ISO_DATE, dayjs } from '../../../lib/dates';

/** Two labelled day pickers (Warsaw days, DD.MM.YYYY); a start after the end cannot be picked. */
export function DayRangeFields({
  value,
  onChange,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation('reports');
  const id = useId();
  const from = dayjs(value.from, ISO_DATE);
  const to = dayjs(value.to, ISO_DATE);
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <label htmlFor={`${id}-from`}>{t('statistics.from')}</label>
      <DatePicker
        id={`${id}-from`}
        value={from}
        format={DATE_FORMAT}
        allowClear={false}
        disabledDate={(day) => day.isAfter(to, 'day')}
        onChange={(day) => day && onChange({ ...value, from: day.format(ISO_DATE) })}
      />
      <label htmlFor={`${id}-to`}>{t('statistics.to')}</label>
      <DatePicker
        id={`${id}-to`}
        value={to}
        format={DATE_FORMAT}
        allowClear={false}
        disabledDate={(day) => day.isBefore(from, 'day')}
        onChange={(day) => day && onChange({ ...value, to: day.format(ISO_DATE) })}
      />
    </Space>
  );
}

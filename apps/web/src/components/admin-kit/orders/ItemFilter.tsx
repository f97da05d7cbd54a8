import type { ReactNode } from 'react';
import { Select } from 'antd';
import { displayDay } from './format';

export interface ItemFilterChoice {
  id: number;
  title: string;
  /** An event's day (shown after its title). */
  date?: string;
}

/**
 * One item's choice in an order list's filters (spec 3 §2.3, §2.7): a searchable select of events or
 * videos ('all' first), and below it what the screen adds (a link to the chosen item).
 */
export function ItemFilter({
  label,
  allLabel,
  value,
  choices,
  loading,
  onChange,
  width,
  children,
}: {
  label: string;
  allLabel: string;
  /** The chosen id as the URL keeps it; absent: all. */
  value: string | undefined;
  choices: ItemFilterChoice[] | undefined;
  loading: boolean;
  onChange: (id: number | undefined) => void;
  width: { min: number; max: number };
  children?: ReactNode;
}) {
  return (
    <label>
      {label}
      <Select
        aria-label={label}
        showSearch={{ optionFilterProp: 'label' }}
        value={value ? Number(value) : ''}
        loading={loading}
        onChange={(chosen: number | '') => onChange(chosen || undefined)}
        options={[
          { value: '', label: allLabel },
          ...(choices ?? []).map((item) => ({
            value: item.id,
            label: item.date ? `${item.title} (${displayDay(item.date)})` : item.title,
          })),
        ]}
        style={{ minWidth: width.min, maxWidth: width.max }}
      />
      {children}
    </label>
  );
}

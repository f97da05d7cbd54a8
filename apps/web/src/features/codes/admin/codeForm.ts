import type { Dayjs } from 'dayjs';
import { discountText, type CreateCodeBody, type DiscountCode, type UpdateCodeBody } from '@scena/shared';
import { dayjs, inWarsaw } from '../../../lib/dates';

/** What the add/edit drawer holds (spec 3 §2.8 drawer, §5 "Discount code form"). */
export interface CodeFormValues {
  type: 'single' | 'multiple';
  code?: string;
  desc?: string;
  product: 'any' | 'event' | 'video';
  event_id?: number | null;
  video_id?: number | null;
  discount?: string;
  limit?: number | string | null;
  number?: number | string | null;
  expiration_date?: Dayjs | null;
}

/** The API's expiry format: Warsaw wall-clock time. */
export const EXPIRY_FORMAT = 'YYYY-MM-DD HH:mm';
/** A new code is valid for a month unless staff choose otherwise. */
const DEFAULT_VALID_DAYS = 30;

/** A new code's form: one code, any product, limit 1 (spec 3 §9: single-code default limit 1). */
export const newCodeValues = (): CodeFormValues => ({
  type: 'single',
  product: 'any',
  limit: 1,
  expiration_date: inWarsaw(Date.now()).add(DEFAULT_VALID_DAYS, 'day').hour(23).minute(59).second(0),
});

/** An existing code as the edit form shows it. */
export const codeToValues = (code: DiscountCode): CodeFormValues => ({
  type: 'single',
  code: code.code,
  desc: code.desc,
  product: code.product_type,
  event_id: code.event_id,
  video_id: code.video_id,
  discount: discountText(code).replace('.', ','),
  limit: code.limit,
  expiration_date: code.expiration_date ? inWarsaw(code.expiration_date) : null,
});

const productId = (values: CodeFormValues): string => {
  if (values.product === 'event') return values.event_id ? `event-${values.event_id}` : '';
  if (values.product === 'video') return values.video_id ? `video-${values.video_id}` : '';
  return 'any';
};

const expiry = (value: Dayjs | null | undefined): string =>
  value && dayjs.isDayjs(value) && value.isValid() ? value.format(EXPIRY_FORMAT) : '';

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** Form → POST body: a batch sends `number` (its codes are generated, single use), one code its text and limit. */
export const valuesToCreateBody = (values: CodeFormValues): CreateCodeBody => {
  const common = {
    desc: values.desc ?? '',
    product_id: productId(values),
    discount: text(values.discount),
    expiration_date: expiry(values.expiration_date),
  };
  return values.type === 'multiple'
    ? { ...common, number: text(values.number) === '' ? '0' : text(values.number) }
    : { ...common, code: values.code ?? '', limit: text(values.limit) };
};

/** Form → PUT body. */
export const valuesToUpdateBody = (values: CodeFormValues): UpdateCodeBody => ({
  code: values.code ?? '',
  desc: values.desc ?? '',
  product_id: productId(values),
  discount: text(values.discount),
  limit: text(values.limit),
  expiration_date: expiry(values.expiration_date),
});

/** The form field a body field's message goes on. */
export const codeFieldOf = (field: string): string | undefined =>
  field === 'product_id' ? 'product' : field;

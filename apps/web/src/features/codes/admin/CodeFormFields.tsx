import { DatePicker, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import type { ProductOption } from './api/useProductOptions';
import type { CodeFormValues } from './codeForm';

const optionsOf = (items: ProductOption[] | undefined) =>
  (items ?? []).map((item) => ({
    value: item.id,
    label: item.date ? `${item.title} (${formatDate(item.date)})` : item.title,
  }));

/**
 * The drawer's fields (spec 3 §2.8, §5): on add, one code or a list of single-use codes; the
 * product (any, an event or a video, chosen in searchable selects); the discount as '12,50' or
 * '15%'; the limit (one code) or the number of codes (a list); the expiry.
 */
export function CodeFormFields({
  editing,
  events,
  videos,
  loadingProducts,
}: {
  editing: boolean;
  events?: ProductOption[];
  videos?: ProductOption[];
  loadingProducts: boolean;
}) {
  const { t } = useTranslation('codes-admin');
  const form = Form.useFormInstance<CodeFormValues>();
  const type = Form.useWatch('type', form);
  const product = Form.useWatch('product', form);
  const multiple = !editing && type === 'multiple';
  return (
    <>
      {!editing && (
        <Form.Item name="type" label={t('form.type')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'single', label: t('form.type_single') },
              { value: 'multiple', label: t('form.type_multiple') },
            ]}
          />
        </Form.Item>
      )}
      {!multiple && (
        <Form.Item name="code" label={t('form.code')} required>
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="desc" label={t('form.desc')} required>
        <Input.TextArea rows={2} maxLength={300} />
      </Form.Item>
      <Form.Item name="product" label={t('form.product')} required>
        <Radio.Group
          options={[
            { value: 'any', label: t('form.product_any') },
            { value: 'event', label: t('form.product_event') },
            { value: 'video', label: t('form.product_video') },
          ]}
        />
      </Form.Item>
      {product === 'event' && (
        <Form.Item name="event_id" label={t('form.choose_event')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={loadingProducts}
            options={optionsOf(events)}
            aria-label={t('form.choose_event')}
          />
        </Form.Item>
      )}
      {product === 'video' && (
        <Form.Item name="video_id" label={t('form.choose_video')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={loadingProducts}
            options={optionsOf(videos)}
            aria-label={t('form.choose_video')}
          />
        </Form.Item>
      )}
      <Form.Item name="discount" label={t('form.discount')} extra={t('form.discount_help')} required>
        <Input autoComplete="off" style={{ maxWidth: 200 }} />
      </Form.Item>
      {multiple ? (
        <Form.Item name="number" label={t('form.number')} extra={t('form.number_help')} required>
          <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 200 }} />
        </Form.Item>
      ) : (
        <Form.Item name="limit" label={t('form.limit')} required>
          <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 200 }} />
        </Form.Item>
      )}
      <Form.Item name="expiration_date" label={t('form.expiration')} required>
        <DatePicker showTime={{ format: 'HH:mm' }} format="DD.MM.YYYY HH:mm" style={{ width: 220 }} />
      </Form.Item>
    </>
  );
}

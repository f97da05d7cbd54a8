import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import { DAY_TIME_FORMATS } from '../shared/dates';
import { useTranslation } from 'react-i18next';
import { RESTRICTED_ACCESS, TICKET_VALIDITY_HOURS, videoCreateSchema } from '@scena/shared';
import { ImageField, RichTextEditor, useFieldRules } from '../../../../components/admin-kit';
import { MediaField } from '../shared/MediaField';
import { GLOBAL_VALIDITY } from './videoForm';

/** A category or gallery the video can be put in. */
export interface NamedOption {
  value: number;
  label: string;
}

/** The pictures a saved video keeps on the server, deleted there at once from the field. */
export type VideoImageField = 'image_link' | 'thumb_link';

const half = { xs: 24, md: 12 };
const MEDIA_FIELDS = ['video_link', 'accessibility_video', 'autodesc_video', 'teaser_link'] as const;

/**
 * The video drawer's fields (spec 2 §2.1, §3, §5). Used inside a Form; the lists come from the
 * drawer, which reads them, so the fields render without API calls. `onDeleteImage` is given for a
 * saved video only (a new one has no stored picture to delete).
 */
export function VideoFormFields({
  categories,
  categoriesLoading,
  galleries,
  galleriesLoading,
  onDeleteImage,
}: {
  categories: NamedOption[];
  categoriesLoading?: boolean;
  galleries: NamedOption[];
  galleriesLoading?: boolean;
  onDeleteImage?: (field: VideoImageField) => () => Promise<unknown>;
}) {
  const { t } = useTranslation('admin');
  const rules = useFieldRules(videoCreateSchema);
  const validityOptions = [
    { value: GLOBAL_VALIDITY, label: t('videos.validity_global') },
    ...TICKET_VALIDITY_HOURS.map((hours) => ({
      value: hours,
      label: hours === 0 ? t('videos.validity_unlimited') : t('videos.validity_hours', { count: hours }),
    })),
  ];

  return (
    <>
      <Form.Item name="title" label={t('videos.title')} rules={rules('title')} required>
        <Input />
      </Form.Item>
      <Form.Item name="subtitle" label={t('videos.subtitle')} rules={rules('subtitle')}>
        <Input />
      </Form.Item>
      <Form.Item name="slug" label={t('videos.slug')} rules={rules('slug')} extra={t('videos.slug_hint')}>
        <Input />
      </Form.Item>
      {MEDIA_FIELDS.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`videos.${field}`)}
          rules={rules(field)}
          required={field === 'video_link'}
          extra={t('videos.media_hint')}
        >
          <MediaField label={t(`videos.${field}`)} />
        </Form.Item>
      ))}
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="image_link" label={t('videos.image_link')}>
            <ImageField
              kind="main"
              label={t('videos.image_link')}
              onDeleteExisting={onDeleteImage?.('image_link')}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="thumb_link" label={t('videos.thumb_link')}>
            <ImageField
              kind="thumb"
              label={t('videos.thumb_link')}
              onDeleteExisting={onDeleteImage?.('thumb_link')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('videos.description')} rules={rules('description')}>
        <RichTextEditor label={t('videos.description')} allowSource />
      </Form.Item>
      <Form.Item name="additional_desc" label={t('videos.additional_desc')} rules={rules('additional_desc')}>
        <RichTextEditor label={t('videos.additional_desc')} allowSource />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="video_price"
            label={t('videos.video_price')}
            rules={rules('video_price')}
            required
            extra={t('videos.price_hint')}
          >
            <Input inputMode="decimal" suffix="zł" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="tickets_expiration_time" label={t('videos.tickets_expiration_time')}>
            <Select options={validityOptions} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="available_from" label={t('videos.available_from')}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={DAY_TIME_FORMATS}
              placeholder={t('kit.date_time_placeholder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="end_date" label={t('videos.end_date')}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={DAY_TIME_FORMATS}
              placeholder={t('kit.date_time_placeholder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="age_restriction"
            label={t('videos.age_restriction')}
            rules={rules('age_restriction')}
          >
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="duration" label={t('videos.duration_field')} rules={rules('duration')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="weight"
            label={t('videos.weight')}
            rules={rules('weight')}
            extra={t('videos.weight_hint')}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="restricted_access" label={t('videos.restricted_access')}>
            <Select
              options={RESTRICTED_ACCESS.map((value) => ({ value, label: t(`videos.restricted_${value}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="categories" label={t('videos.categories')}>
        <Select mode="multiple" loading={categoriesLoading} optionFilterProp="label" options={categories} />
      </Form.Item>
      <Form.Item name="gallery_id" label={t('videos.gallery')}>
        <Select
          allowClear
          loading={galleriesLoading}
          optionFilterProp="label"
          placeholder={t('videos.no_gallery')}
          options={galleries}
        />
      </Form.Item>
      <Form.Item name="visible" valuePropName="checked">
        <Checkbox>{t('videos.visible')}</Checkbox>
      </Form.Item>
      <Form.Item name="dashboard_hidden" valuePropName="checked">
        <Checkbox>{t('videos.dashboard_hidden')}</Checkbox>
      </Form.Item>
      <Form.Item name="share_teatrlink" valuePropName="checked">
        <Checkbox>{t('videos.share_teatrlink')}</Checkbox>
      </Form.Item>
    </>
  );
}

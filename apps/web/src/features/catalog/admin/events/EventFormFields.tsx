import { Alert, Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select, TimePicker } from 'antd';
import { DAY_FORMATS } from '../shared/dates';
import { useTranslation } from 'react-i18next';
import { eventCreateSchema } from '@scena/shared';
import { RichTextEditor, useFieldRules } from '../../../../components/admin-kit';

export interface VideoOption {
  value: number;
  label: string;
}

const half = { xs: 24, md: 12 };

/**
 * The event drawer's fields (spec 2 §2.5). Used inside a Form: 'block payments' is enable_tickets
 * inverted and hides 'allow discount codes'; all-day hides the time range.
 */
export function EventFormFields({
  videos,
  videosLoading,
}: {
  videos: VideoOption[];
  videosLoading?: boolean;
}) {
  const { t } = useTranslation('admin');
  const rules = useFieldRules(eventCreateSchema);
  const blockPayments = Form.useWatch<boolean>('block_payments');
  const fullDay = Form.useWatch<boolean>('full_day');

  return (
    <>
      <Form.Item name="video_id" label={t('events.video')} rules={rules('video_id')} required>
        <Select
          showSearch
          optionFilterProp="label"
          loading={videosLoading}
          options={videos}
          placeholder={t('events.choose_video')}
        />
      </Form.Item>
      <Form.Item name="title" label={t('events.title')} rules={rules('title')} required>
        <Input />
      </Form.Item>
      <Form.Item name="slug" label={t('events.slug')} rules={rules('slug')} extra={t('events.slug_hint')}>
        <Input />
      </Form.Item>
      <Form.Item name="subtitle" label={t('events.subtitle')} rules={rules('subtitle')}>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="event_price"
            label={t('events.price')}
            rules={rules('event_price')}
            required
            extra={t('events.price_hint')}
          >
            <Input inputMode="decimal" suffix="zł" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="available_tickets"
            label={t('events.available_tickets')}
            rules={rules('available_tickets')}
            extra={t('events.available_tickets_hint')}
          >
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="block_payments" valuePropName="checked" extra={t('events.block_payments_hint')}>
        <Checkbox>{t('events.block_payments')}</Checkbox>
      </Form.Item>
      {!blockPayments && (
        <Form.Item name="enable_codes" valuePropName="checked">
          <Checkbox>{t('events.enable_codes')}</Checkbox>
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="date_from" label={t('events.date_from')} required>
            <DatePicker
              format={DAY_FORMATS}
              placeholder={t('kit.date_placeholder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="date_to" label={t('events.date_to')} required>
            <DatePicker
              format={DAY_FORMATS}
              placeholder={t('kit.date_placeholder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="full_day" valuePropName="checked">
        <Checkbox>{t('events.full_day')}</Checkbox>
      </Form.Item>
      {!fullDay && (
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="time_from" label={t('events.time_from')} required>
              <TimePicker format="HH:mm" needConfirm={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="time_to" label={t('events.time_to')} required>
              <TimePicker format="HH:mm" needConfirm={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Form.Item name="hide_time_to" valuePropName="checked">
        <Checkbox>{t('events.hide_time_to')}</Checkbox>
      </Form.Item>
      <Form.Item name="is_festival" valuePropName="checked">
        <Checkbox>{t('events.is_festival')}</Checkbox>
      </Form.Item>
      <Form.Item name="dashboard_hidden" valuePropName="checked">
        <Checkbox>{t('events.dashboard_hidden')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="vimeo_chat"
        label={t('events.vimeo_chat')}
        rules={rules('vimeo_chat')}
        extra={t('events.vimeo_chat_hint')}
      >
        <RichTextEditor label={t('events.vimeo_chat')} allowSource startInSource />
      </Form.Item>
      <Form.Item name="share_teatrlink" valuePropName="checked">
        <Checkbox>{t('events.share_teatrlink')}</Checkbox>
      </Form.Item>
      <Form.Item name="published" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>{t('events.published')}</Checkbox>
      </Form.Item>
      <Alert type="info" showIcon title={t('events.published_hint')} />
    </>
  );
}

import { useEffect } from 'react';
import { Checkbox, Col, Form, Input, InputNumber, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { GIFT_IMAGE_KINDS, type GiftImageField } from '@scena/shared/gifts.contract';
import { warsawParts } from '@scena/shared/time';
import { ImageField } from '../../../components/admin-kit';
import { useClearGiftImage, useGiftSettings } from '../api/settings';
import { giftsKeys } from '../api/keys';
import { GiftSettingsCard } from './GiftSettingsCard';

const SIZES = ['mobile', 'tablet', 'desktop'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** The stored instant as the form's 'HH:mm DD.MM.YYYY' (Warsaw), '' for none. */
const toFormDate = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return '';
  const p = warsawParts(new Date(value));
  return `${pad(p.h)}:${pad(p.min)} ${pad(p.d)}.${pad(p.m)}.${p.y}`;
};

/** A banner: compressed in the browser to its kind (1 MB / 1000 px, 2 MB / 1500 px, 3 MB / 3000 px), deleted at once. */
const GiftImage = ({ field, label, ...props }: { field: GiftImageField; label: string }) => {
  const clear = useClearGiftImage();
  return (
    <ImageField
      {...props}
      label={label}
      kind={GIFT_IMAGE_KINDS[field]}
      onDeleteExisting={() => clear.mutateAsync(field)}
    />
  );
};

/**
 * view=gifts (spec 3 §2.5): card one, gifts on every event and video; card two, the gift for any
 * product sold on the home page. The order list goes below (the app's section composes it).
 */
export default function GiftsSettingsScreen() {
  const { t } = useTranslation('settings');
  const client = useQueryClient();
  const { data: config } = useGiftSettings({ admin: true });
  // "The gift config status is cleared when leaving the screen" (spec 3 §2.5).
  useEffect(() => () => client.removeQueries({ queryKey: giftsKeys.settings() }), [client]);
  if (!config) return <Spin />;
  return (
    <>
      <GiftSettingsCard
        name="gifts-items"
        title={t('gifts.items_title')}
        config={config}
        fields={['gift_available']}
      >
        <Form.Item name="gift_available" valuePropName="checked">
          <Checkbox>{t('gifts.gift_available')}</Checkbox>
        </Form.Item>
      </GiftSettingsCard>
      <GiftSettingsCard
        name="gifts-any"
        title={t('gifts.any_title')}
        config={config}
        fields={[
          'any_gift_available',
          'gift_expiration',
          'gift_price',
          'gift_label',
          'gift_label_en',
          'gift_description',
          'gift_description_en',
          'mobile_gift_image',
          'tablet_gift_image',
          'desktop_gift_image',
        ]}
        toForm={{ gift_expiration: toFormDate }}
      >
        <Form.Item name="any_gift_available" valuePropName="checked">
          <Checkbox>{t('gifts.any_gift_available')}</Checkbox>
        </Form.Item>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item
              name="gift_expiration"
              label={t('gifts.expiration')}
              extra={t('gifts.expiration_hint')}
            >
              <Input placeholder="HH:mm DD.MM.YYYY" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gift_price" label={t('gifts.price')} required>
              <InputNumber min={0} step={0.01} precision={2} addonAfter="zł" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gift_label" label={t('gifts.label')} required>
              <Input maxLength={100} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gift_label_en" label={t('gifts.label_en')}>
              <Input maxLength={100} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gift_description" label={t('gifts.description')} required>
              <Input.TextArea rows={3} maxLength={300} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gift_description_en" label={t('gifts.description_en')}>
              <Input.TextArea rows={3} maxLength={300} showCount />
            </Form.Item>
          </Col>
          {SIZES.map((size) => {
            const field = `${size}_gift_image` as GiftImageField;
            const label = t('gifts.image', { size: t(`ads.sizes.${size}`) });
            return (
              <Col key={field} xs={24} lg={8}>
                <Form.Item name={field} label={label}>
                  <GiftImage field={field} label={label} />
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      </GiftSettingsCard>
    </>
  );
}

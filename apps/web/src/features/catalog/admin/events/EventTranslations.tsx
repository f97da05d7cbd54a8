import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { eventTranslationCreateSchema, eventTranslationUpdateSchema, type CatalogEvent } from '@scena/shared';
import { useFieldRules } from '../../../../components/admin-kit';
import { CatalogTranslations } from '../shared/CatalogTranslations';

/** Spec 2 §2.6: language, title, subtitle. */
export function EventTranslations({ event, onClose }: { event: CatalogEvent | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const rules = useFieldRules(eventTranslationCreateSchema);
  return (
    <CatalogTranslations
      kind="event"
      owner={event ? { id: event.id, title: event.title } : null}
      onClose={onClose}
      ownerField="event_id"
      createSchema={eventTranslationCreateSchema}
      updateSchema={eventTranslationUpdateSchema}
      describe={(row) => row.title ?? ''}
      title={t('kit.translations.title', { name: event?.title ?? '' })}
    >
      <Form.Item name="title" label={t('events.title')} rules={rules('title')}>
        <Input />
      </Form.Item>
      <Form.Item name="subtitle" label={t('events.subtitle')} rules={rules('subtitle')}>
        <Input />
      </Form.Item>
    </CatalogTranslations>
  );
}

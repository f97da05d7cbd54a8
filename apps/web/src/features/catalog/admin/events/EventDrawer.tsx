import { useTranslation } from 'react-i18next';
import { eventCreateSchema, type CatalogEvent, type EventCreate } from '@scena/shared';
import { DrawerForm } from '../../../../components/admin-kit';
import { useAdminVideos } from '../../api/getVideos';
import { useSaveEvent } from '../../api/saveEvent';
import { EventFormFields } from './EventFormFields';
import {
  eventFieldOf,
  eventToValues,
  eventValuesToBody,
  newEventValues,
  type EventFormValues,
} from './eventForm';

interface EventDrawerProps {
  open: boolean;
  /** The edited event, or null for a new one. */
  event: CatalogEvent | null;
  onClose: () => void;
}

/** Spec 2 §2.5: the add/edit event drawer; closes after a successful save. */
export function EventDrawer({ open, event, onClose }: EventDrawerProps) {
  const { t } = useTranslation('admin');
  const videos = useAdminVideos();
  const save = useSaveEvent();
  const options = (videos.data ?? []).map((video) => ({ value: video.id, label: video.title }));

  return (
    <DrawerForm<EventFormValues, EventCreate>
      name="event"
      open={open}
      title={event ? t('events.edit_title') : t('events.add_title')}
      onClose={onClose}
      initialValues={event ? eventToValues(event) : newEventValues()}
      toBody={eventValuesToBody}
      // Every field is sent on edit too, so the create schema (all rules, in full) fits both.
      schema={eventCreateSchema}
      fieldOf={eventFieldOf}
      onSubmit={(body) => save.mutateAsync({ ...(event ? { id: event.id } : {}), body })}
      successMessage={event ? t('kit.updated') : t('events.added')}
    >
      <EventFormFields videos={options} videosLoading={videos.isLoading} />
    </DrawerForm>
  );
}

import { RemindersForm, useLastAnnouncement } from '../../features/content/admin/RemindersForm';
import { NotificationActions } from '../../features/notifications/admin/NotificationActions';

/** view=notifications: the announcement and regulations actions (notifications) and the reminder switches (settings). */
export default function NotificationsSection() {
  const last = useLastAnnouncement();
  return (
    <>
      <NotificationActions lastAnnouncement={last} />
      <RemindersForm />
    </>
  );
}

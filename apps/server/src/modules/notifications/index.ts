/** Notifications: new-content announcements, reminders, the unsubscribe link and the 'new regulations' action. */
export { notificationsRoutes } from './notifications.routes';
export { announceJob, announceBatch } from './announce.job';
export { remindersJob, remindPlatform, remindPaidEvents } from './reminders.job';
export { notificationRuns, remindersSent } from './notifications.table';

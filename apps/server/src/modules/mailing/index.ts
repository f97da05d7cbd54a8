/** Mailing: the newsletter flag of an account (spec 1 §3, §7). */
export { mailingRoutes } from './mailing.routes';
export { createMailingService } from './mailing.service';

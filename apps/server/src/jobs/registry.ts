import type { JobDefinition } from './definition';
import { expireUploadsJob, packageVideoJob } from '../adapters/video-host';
import { announceJob, remindersJob } from '../modules/notifications';
import { sandboxNotifyJob } from '../adapters/payments/sandbox/notify.job';
import { sandboxExpireJob } from '../adapters/payments/sandbox/expire.job';
import {
  confirmationMailJob,
  reconcileOrdersJob,
  refundRetryJob,
  releaseHoldsJob,
  soldOutRefundJob,
} from '../modules/orders';
import { prepareDataExportJob, purgeDataExportsJob } from '../modules/data-export';

/**
 * Every job the queue runs: one pg-boss queue each, created at start-up and in the test template.
 * A feature adds its definition here (export it from the module's index.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const jobDefinitions: JobDefinition<any>[] = [
  packageVideoJob,
  expireUploadsJob,
  announceJob,
  remindersJob,
  sandboxNotifyJob,
  sandboxExpireJob,
  confirmationMailJob,
  soldOutRefundJob,
  reconcileOrdersJob,
  releaseHoldsJob,
  refundRetryJob,
  prepareDataExportJob,
  purgeDataExportsJob,
];

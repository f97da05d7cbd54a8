import { eq } from 'drizzle-orm';
import { defineJob } from '../../../jobs/queue';
import { payuSandboxNotifications } from './sandbox.table';

export const SANDBOX_NOTIFY_JOB = 'payments.sandbox-notify';
export const SANDBOX_EXPIRE_JOB = 'payments.sandbox-expire';

/**
 * Delivers one sandbox notification to the merchant's notifyUrl like PayU: POST the signed body,
 * done on 200, anything else (or no answer) fails the attempt and pg-boss retries with back-off
 * (2 s, 4 s, 8 s … up to 5 minutes: PayU's 1, 2, 5 … minute schedule, compressed). Every attempt is
 * recorded on the row, so tests and admins can see what was sent and answered.
 */
export const sandboxNotifyJob = defineJob<{ notificationId: number }>({
  name: SANDBOX_NOTIFY_JOB,
  maxAttempts: 12,
  retryDelaySeconds: 2,
  maxRetryDelaySeconds: 300,
  expireInSeconds: 60,
  handler: async ({ notificationId }, job) => {
    const [row] = await job.db
      .select()
      .from(payuSandboxNotifications)
      .where(eq(payuSandboxNotifications.id, notificationId));
    if (!row || row.deliveredAt) return;
    let status: number;
    try {
      const res = await fetch(row.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'openpayu-signature': row.signature },
        body: row.body,
        redirect: 'manual',
        signal: AbortSignal.any([job.signal, AbortSignal.timeout(10_000)]),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0;
    }
    await job.db
      .update(payuSandboxNotifications)
      .set({
        attempts: row.attempts + 1,
        lastStatus: status,
        ...(status === 200 ? { deliveredAt: new Date() } : {}),
      })
      .where(eq(payuSandboxNotifications.id, notificationId));
    if (status !== 200) throw new Error(`notifyUrl answered ${status || 'nothing'}; PayU would retry`);
  },
});

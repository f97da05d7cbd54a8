// A load process of the premiere bench (forked by bench/premiere-load.ts, never in the server's
// process): it walks its share of the viewers through a premiere night, each starting at its
// arrival time, and sends back every request's time per step. The requests are the web app's,
// built from the endpoint descriptors of packages/shared.
import { buildPath, type EndpointDef } from '@scena/shared/http/endpoint';
import { catalogEndpoints } from '@scena/shared/catalog.endpoints';
import { shellEndpoints } from '@scena/shared/shell.endpoints';
import { ordersEndpoints } from '@scena/shared/orders.endpoints';
import { accessEndpoints } from '@scena/shared/access.endpoints';
import { hostedVideoEndpoints } from '@scena/shared/hosted-video.endpoints';
import { healthEndpoints } from '@scena/shared/health.endpoints';
import { isProcessing } from '@scena/shared/orders/status';
import type { PaymentStatus } from '@scena/shared';

export type ViewerJob = {
  baseUrl: string;
  checkoutUrl: string;
  /** Viewer n holds the session `${secret}${n}`, or signs in (every fifth) with `password`. */
  secret: string;
  password: string;
  viewers: { n: number; atMs: number }[];
  startAt: number;
  eventId: number;
  hostedVideoId: string;
  /** Of 10 buyers, how many pay at PayU's page (the others decline). */
  payOfTen: number;
  watchSeconds: number;
  sessionCheckSeconds: number;
  /**
   * Each viewer comes from an address of its own (X-Forwarded-For, believed from nginx): the fault
   * script keeps rate limits on (counted in Redis), which one address for all would trip.
   */
  ownAddresses?: boolean;
};
export type StepTimes = Record<string, { times: number[]; errors: number; examples: string[] }>;
/** A failed request: when (epoch ms, when it failed), at which step, why. */
export type Failure = { at: number; step: string; why: string };
export type ViewerResult = { steps: StepTimes; outcomes: Record<string, number>; failures: Failure[] };

const BROWSER = { 'accept-encoding': 'br, gzip, deflate', 'accept-language': 'pl' };
const REQUEST_TIMEOUT_MS = 30_000;
const ORDER_POLL_MS = 1_000;
const ORDER_FINAL_WITHIN_MS = 60_000;
const SEGMENTS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const steps: StepTimes = {};
const outcomes: Record<string, number> = {};
const failures: Failure[] = [];
const count = (outcome: string) => (outcomes[outcome] = (outcomes[outcome] ?? 0) + 1);
const stepOf = (name: string) => (steps[name] ??= { times: [], errors: 0, examples: [] });
const fail = (name: string, why: string) => {
  const step = stepOf(name);
  step.errors += 1;
  failures.push({ at: Date.now(), step: name, why: why.slice(0, 200) });
  if (step.examples.length < 3) step.examples.push(why);
};

/** One timed request: the body is read whole (a browser waits for it too). null = failed (counted). */
const timed = async (
  step: string,
  url: string,
  init: { method?: string; token?: string; body?: unknown; expect?: number[]; from?: string } = {},
): Promise<{ status: number; json: () => unknown; text: string } | null> => {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...BROWSER,
        ...(init.token ? { 'x-auth-token': init.token } : {}),
        ...(init.from ? { 'x-forwarded-for': init.from } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    stepOf(step).times.push(performance.now() - started);
    if (!(init.expect ?? [200]).includes(response.status)) {
      fail(step, `HTTP ${response.status} ${text.slice(0, 120)}`);
      return null;
    }
    return { status: response.status, text, json: () => JSON.parse(text) };
  } catch (error) {
    const cause = error instanceof Error ? (error.cause as Error | undefined) : undefined;
    fail(
      step,
      `${error instanceof Error ? error.message : String(error)}${cause ? ` (${cause.message})` : ''}`,
    );
    return null;
  }
};

const urlOf = (
  base: string,
  endpoint: EndpointDef,
  params?: Record<string, unknown>,
  query?: Record<string, string>,
) => `${base}${buildPath(endpoint.path, params)}${query ? `?${new URLSearchParams(query)}` : ''}`;

const journey = async (job: ViewerJob, n: number) => {
  const api = (endpoint: EndpointDef, params?: Record<string, unknown>, query?: Record<string, string>) =>
    urlOf(job.baseUrl, endpoint, params, query);
  const { events, videos, slides } = catalogEndpoints;
  let token: string | undefined = `${job.secret}${n}`;
  // 10.x.y.z from the viewer's number: one address each, never a real one.
  const from = job.ownAddresses ? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` : undefined;
  if (n % 5 === 0) {
    const signedIn = await timed('sign-in', api(shellEndpoints.signIn), {
      method: 'POST',
      from,
      body: { email: `premiera${n}@example.com`, password: job.password, remember: false },
    });
    token = (signedIn?.json() as { token?: string } | undefined)?.token;
    if (!token) return count('sign-in failed');
  }
  // The signed-in home: its calls go out together, as the web app starts them.
  await Promise.all([
    timed('home: app config', api(shellEndpoints.appConfig), { token, from }),
    timed('home: home config', api(shellEndpoints.homeConfig), { token, from }),
    timed('home: slides', api(slides.list, undefined, { published: 'true' }), { token, from }),
    timed('home: events', api(events.list, undefined, { dashboard: 'true' }), { token, from }),
    timed('home: videos', api(videos.list, undefined, { dashboard: 'true' }), { token, from }),
  ]);
  await timed('event page', api(events.get, { id: job.eventId }), { token, from });
  const bought = await timed('buy', api(ordersEndpoints.buyEvent, { eventId: job.eventId }), {
    method: 'POST',
    token,
    from,
    body: { consent: true },
    expect: [200, 409],
  });
  if (!bought) return count('buy failed');
  const order = bought.json() as { extOrderId?: string; redirectUri?: string; type?: string };
  if (bought.status === 409) return count(order.type === 'no_tickets' ? 'sold out' : `409 ${order.type}`);
  // PayU's page: the buyer pays or declines (8 in 10 pay by default). Timed, not the server's.
  const checkout = new URL(order.redirectUri!);
  const outcome = (n * 7) % 10 < job.payOfTen ? 'pay' : 'decline';
  const decided = new URL(job.checkoutUrl);
  for (const key of ['orderId', 'token']) decided.searchParams.set(key, checkout.searchParams.get(key) ?? '');
  decided.searchParams.set('outcome', outcome);
  if (!(await timed('PayU checkout (not ours)', decided.href, { method: 'POST' })))
    return count('checkout failed');
  // The order status page asks until the provider's notification has made the order final.
  let status: PaymentStatus | undefined;
  const deadline = Date.now() + ORDER_FINAL_WITHIN_MS;
  do {
    await sleep(ORDER_POLL_MS);
    const answer = await timed('order status', api(ordersEndpoints.getEventOrder, order), { token, from });
    status = (answer?.json() as { status?: PaymentStatus } | undefined)?.status;
  } while ((!status || isProcessing(status)) && Date.now() < deadline);
  if (!status || isProcessing(status)) {
    fail('order status', `not final within ${ORDER_FINAL_WITHIN_MS / 1000} s (${status})`);
    return count('order not final');
  }
  if (status !== 'COMPLETED') return count(`order ${status} (${outcome})`);
  count('paid');
  // Watch mode: the playback start, the hosted video's signed playlist, its first segments.
  await timed('playback start', api(accessEndpoints.startEventPlayback, { id: job.eventId }), {
    method: 'POST',
    token,
    from,
    body: { version: 'standard' },
  });
  const hosted = await timed(
    'hosted playback',
    api(hostedVideoEndpoints.playback, { id: job.hostedVideoId }),
    { token, from },
  );
  const playlistUrl = (hosted?.json() as { playback?: { url: string } } | undefined)?.playback?.url;
  if (!playlistUrl) return count('no playback');
  const playlist = new URL(playlistUrl, job.baseUrl);
  const listed = await timed('playlist', playlist.href, { token, from });
  const segments = (listed?.text ?? '').split('\n').filter((line) => line && !line.startsWith('#'));
  for (const segment of segments.slice(0, SEGMENTS))
    await timed('segment', new URL(segment, playlist).href, { token, from });
  // Watching: the session is checked every few seconds (the web's useSessionCheck, sped up).
  const watchUntil = Date.now() + job.watchSeconds * 1000;
  while (Date.now() + job.sessionCheckSeconds * 1000 <= watchUntil) {
    await sleep(job.sessionCheckSeconds * 1000);
    await timed('session check', api(shellEndpoints.validateSession), { token, from });
  }
  count('watched');
};

process.once('message', async (job: ViewerJob) => {
  // The client's own first request (fetch loads and compiles undici) is not the server's time.
  for (let i = 0; i < 3; i += 1) await (await fetch(urlOf(job.baseUrl, healthEndpoints.get))).text();
  await Promise.all(
    job.viewers.map(async ({ n, atMs }) => {
      await sleep(job.startAt + atMs - Date.now());
      await journey(job, n).catch((error: unknown) => fail('journey', String(error)));
    }),
  );
  process.send!({ steps, outcomes, failures } satisfies ViewerResult, () => process.exit(0));
});
process.send!('ready');

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { access } from '@scena/shared/http/endpoint';
import { paymentsSandboxEndpoints } from '@scena/shared/payments-sandbox.endpoints';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { route } from '../../../http/route';
import type { CheckoutOutcome } from '../payu-core/core';
import { checkoutPage, invalidLinkPage, type PageLanguage } from './checkout-page';
import { SANDBOX_PREFIX } from './constants';
import { sandboxSettings } from './db-store';
import { createSandboxCore } from './sandbox-core';

/**
 * The embedded PayU-compatible sandbox (PAYMENT_PROVIDER=sandbox), mounted at /sandbox/payu: the
 * same core as the adapter tests' emulator, on the database. Its REST routes speak PayU's protocol
 * (form-encoded OAuth, PayU error shapes, 302 on create), so they are raw routes: declared public
 * (a provider's API has its own credentials: OAuth and the bearer token) and marked
 * `foreignProtocol`, which tells the cross-cutting tests their error bodies are PayU's, not ours.
 * The delivery switches are ordinary admin endpoints.
 */
export const paymentsSandboxPlugin = async (
  app: FastifyInstance,
  { config, db }: { config: Config; db: Db },
) => {
  const core = createSandboxCore(config, db);

  route(app, paymentsSandboxEndpoints.getSettings, () => sandboxSettings.get(db));
  route(app, paymentsSandboxEndpoints.putSettings, (request) => sandboxSettings.set(db, request.body));

  await app.register(async (scope) => {
    // Bodies as text, whatever their type: OAuth is form-encoded, the API JSON, the checkout page a form.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) =>
      done(null, body),
    );
    const declared = (why: string) => ({
      access: access.public(why),
      foreignProtocol: 'PayU REST v2.1 (payment sandbox)',
    });

    const wire = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = (request.url.split('?')[0] ?? '').slice(SANDBOX_PREFIX.length);
      const answer = await core.handle({
        method: request.method,
        path,
        headers: request.headers,
        rawBody: typeof request.body === 'string' ? request.body : '',
      });
      return reply
        .code(answer.status)
        .headers({ ...answer.headers, 'correlation-id': request.id })
        .type('application/json')
        .send(JSON.stringify(answer.body));
    };
    scope.post(
      `${SANDBOX_PREFIX}/pl/standard/user/oauth/authorize`,
      { config: declared('the sandbox OAuth endpoint checks client credentials itself') },
      wire,
    );
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      scope.route({
        method,
        url: `${SANDBOX_PREFIX}/api/*`,
        config: declared('the sandbox API checks its own bearer tokens'),
        handler: wire,
      });
    }

    const languageOf = (request: FastifyRequest, asked: unknown, buyer?: unknown): PageLanguage => {
      for (const value of [asked, buyer]) if (value === 'pl' || value === 'en') return value;
      return request.lang === 'en' ? 'en' : 'pl';
    };
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

    scope.get(
      `${SANDBOX_PREFIX}/pay`,
      { config: declared('the buyer’s checkout page; the link’s token decides') },
      async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const order =
          typeof query.orderId === 'string' && typeof query.token === 'string'
            ? await core.checkoutOrder(query.orderId, query.token)
            : null;
        // A paid, declined or expired order is no longer payable: its link is dead, as at PayU.
        if (!order || !['NEW', 'PENDING'].includes(order.status))
          return html(reply, 404, invalidLinkPage(languageOf(request, query.lang)));
        return html(
          reply,
          200,
          checkoutPage(
            order,
            languageOf(
              request,
              query.lang,
              (order.request.buyer as { language?: unknown } | undefined)?.language,
            ),
          ),
        );
      },
    );

    scope.post(
      `${SANDBOX_PREFIX}/pay`,
      { config: declared('the checkout page’s buttons; the link’s token decides') },
      async (request, reply) => {
        const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
        const outcome = form.get('outcome');
        const valid = outcome === 'pay' || outcome === 'decline' || outcome === 'pending';
        const back = valid
          ? await core.decide(form.get('orderId') ?? '', form.get('token') ?? '', outcome as CheckoutOutcome)
          : null;
        if (!back) return html(reply, valid ? 404 : 400, invalidLinkPage(languageOf(request, undefined)));
        return reply.redirect(back, 303);
      },
    );
  });
};

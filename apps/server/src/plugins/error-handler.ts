import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, translate, type ApiErrorBody, type FormErrors, type Language } from '@scena/shared';

type ValidationItem = { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> };

/** Turns zod issues into the spec's formError: field → translated message (first issue wins). */
export const toFormErrors = (lang: Language, items: ValidationItem[]): FormErrors => {
  const formError: FormErrors = {};
  for (const item of items) {
    const field = item.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    if (formError[field]) continue;
    formError[field] = issueMessage(lang, item);
  }
  return formError;
};

const issueMessage = (lang: Language, item: ValidationItem): string => {
  const message = item.message ?? '';
  const params: Record<string, string | number> = {};
  if (typeof item.params.maximum === 'number') params.max = item.params.maximum;
  if (typeof item.params.minimum === 'number') params.min = item.params.minimum;
  // Custom issues (refine/superRefine) carry their interpolation values in `params`, e.g. { age: 13 }.
  if (item.params.params && typeof item.params.params === 'object') Object.assign(params, item.params.params);
  // Contracts put message keys in their issues; zod's own English defaults get a generic key.
  if (/^[a-z_]+(\.[a-z0-9_]+)+$/i.test(message)) return translate(lang, message, params);
  if (item.keyword === 'invalid_type' && /received undefined|received null/.test(message)) {
    return translate(lang, 'form.validate.required');
  }
  if (item.keyword === 'too_big' && typeof params.max === 'number') {
    // zod reports the kind of value in `origin`: a length limit for text, a value limit for numbers.
    const key = item.params.origin === 'string' ? 'form.validate.too_long' : 'form.validate.too_big';
    return translate(lang, key, params);
  }
  return translate(lang, 'form.validate.invalid_value');
};

const send = (reply: FastifyReply, body: ApiErrorBody) => reply.status(body.statusCode).send(body);

/**
 * PostgreSQL cannot store a NUL character in text (SQLSTATE 22021) or json (22P05). Only client
 * input carries one, so it is a bad request, not a server fault. Drizzle wraps the driver error.
 */
const refusedText = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** One HTTP error body for the whole API (spec 1 §8); 5xx internals never leave the server. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    if (error instanceof AppError) {
      const body: ApiErrorBody = {
        statusCode: error.statusCode,
        message: translate(lang, error.message, error.details.params),
      };
      if (error.details.formError) {
        body.formError = Object.fromEntries(
          Object.entries(error.details.formError).map(([field, key]) => [field, translate(lang, key, error.details.params)]),
        );
      }
      if (error.details.resend !== undefined) body.resend = error.details.resend;
      if (error.details.type) body.type = error.details.type;
      if (error.details.email) body.email = error.details.email;
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return send(reply, body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, {
        statusCode: 400,
        message: translate(lang, 'form.validate.invalid'),
        formError: toFormErrors(lang, error.validation as unknown as ValidationItem[]),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return send(reply, { statusCode: 500, message: translate(lang, 'error.generic') });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return send(reply, { statusCode: 429, message: translate(lang, 'error.rate_limited') });
    if (status === 413) return send(reply, { statusCode: 413, message: translate(lang, 'error.payload_too_large') });
    if (status === 404) return send(reply, { statusCode: 404, message: translate(lang, 'error.not_found') });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type): say what is wrong, briefly.
      request.log.info({ err: error }, 'client error');
      return send(reply, { statusCode: status, message: translate(lang, 'error.bad_request') });
    }
    if (refusedText(error)) {
      request.log.info({ err: error }, 'database refused the input text');
      return send(reply, { statusCode: 400, message: translate(lang, 'error.bad_request') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, { statusCode: 500, message: translate(lang, 'error.generic') });
  });

});

import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  AppError,
  issuesToFormError,
  translate,
  type ApiErrorBody,
  type ValidationIssue,
} from '@scena/shared';

/** What fastify-type-provider-zod hands over per issue: the zod issue, reshaped like an Ajv error. */
type ValidationItem = {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
};

/** The zod issue back from its Ajv-like copy, so route validation uses the same mapping as the rest. */
export const issueOfItem = (item: ValidationItem): ValidationIssue => ({
  ...item.params,
  code: item.keyword,
  path: item.instancePath
    .split('/')
    .slice(1)
    .filter((segment) => segment !== ''),
  message: item.message ?? '',
});

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
      const { formError, issues, params } = error.details;
      if (formError || issues) {
        body.formError = {
          ...issuesToFormError(issues ?? [], lang),
          ...Object.fromEntries(
            Object.entries(formError ?? {}).map(([field, key]) => [field, translate(lang, key, params)]),
          ),
        };
      }
      if (error.details.resend !== undefined) body.resend = error.details.resend;
      if (error.details.type) body.type = error.details.type;
      if (error.details.email) body.email = error.details.email;
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return send(reply, body);
    }
    // A path parameter that does not parse (`/api/users/abc`) names no resource: 404, never formError.
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      return send(reply, { statusCode: 404, message: translate(lang, 'error.not_found') });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, {
        statusCode: 400,
        message: translate(lang, 'form.validate.invalid'),
        formError: issuesToFormError(
          (error.validation as unknown as ValidationItem[]).map(issueOfItem),
          lang,
        ),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return send(reply, { statusCode: 500, message: translate(lang, 'error.generic') });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429)
      return send(reply, { statusCode: 429, message: translate(lang, 'error.rate_limited') });
    // The whole body over bodyLimit: the request is too large (a file over its cap says so itself).
    if (status === 413)
      return send(reply, { statusCode: 413, message: translate(lang, 'error.request_too_large') });
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

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database';
import { AppError, badRequestFromIssues } from '../lib/app-error';
import { localiseErrorBody, localiseMessage } from '../lib/field-messages';
import { requestLocale, translate } from '../lib/i18n';
import { englishIssueText, type IssueValidationError } from '../lib/validator';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';
const GENERIC_503 = 'Tend is temporarily unavailable. Please try again in a moment.';

/**
 * The parts of an error that are safe to log. Database errors carry the values of the failing row
 * (PostgreSQL's `detail`, `where`), which can be a journal entry or an email, so only these are kept.
 */
export function loggableError(thrown: unknown): {
  type: string;
  message: string;
  code?: unknown;
  stack?: string;
} {
  const err = thrown instanceof Error ? thrown : new Error(String(thrown));
  const code = (err as { code?: unknown }).code;
  return {
    // The class name (SqliteError, DatabaseError, TypeError…); `name` is often just "Error".
    type: err.constructor.name !== 'Error' ? err.constructor.name : err.name,
    message: err.message,
    ...(code !== undefined ? { code } : {}),
    ...(err.stack ? { stack: err.stack } : {}),
  };
}

/** ioredis errors when the rate-limit store (REDIS_URL) cannot be reached: a passing outage, not a bug. */
function isRedisUnavailable(err: Error): boolean {
  return (
    err.name === 'MaxRetriesPerRequestError' ||
    /Connection is closed|Stream isn't writeable|max retries per request/i.test(err.message)
  );
}

/**
 * One error handler for the whole app: every error leaves as `{ message, issues? }`. Nothing from a
 * 5xx (stack, SQL, path) is sent; it is logged instead.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    // The messages in the request's language (decision 363): Accept-Language, else the account's.
    const locale = requestLocale(
      request.headers['accept-language'],
      (request as { user?: { locale?: string | null } }).user?.locale,
    );
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply
        .status(err.status)
        .send(
          localiseErrorBody(
            err.issues ? { message: err.message, issues: err.issues } : { message: err.message },
            locale,
          ),
        );
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A params, query or body schema refused the request: the same 400 `validate()` gave. zod's own
      // message is said from its descriptor (lib/validator.ts, decision 475); a schema's own message
      // from the field messages.
      const issues = err.validation.map((v) => {
        const message = v.message ?? 'Invalid input';
        const text = (v.params as Partial<IssueValidationError['params']>).text;
        return {
          path: v.instancePath.split('/').filter(Boolean).join('.'),
          message:
            text && message === englishIssueText(text)
              ? translate(locale, text.descriptor, text.values)
              : localiseMessage(message, locale),
        };
      });
      const bad = badRequestFromIssues(issues);
      return reply.status(bad.status).send({ message: bad.message, issues });
    }
    if (err instanceof ResponseSerializationError) {
      // The handler's answer does not match its response schema: a server bug, never sent as is.
      // Only where and what kind of mismatch is logged, not the values (they may be someone's data).
      request.log.error(
        {
          error: {
            type: 'ResponseSerializationError',
            method: err.method,
            route: err.url,
            issues: err.cause.issues.map((i) => ({
              path: i.path.map(String).join('.'),
              code: i.code,
              message: i.message,
            })),
          },
        },
        'response does not match its schema',
      );
      return reply.status(500).send(localiseErrorBody({ message: GENERIC_500 }, locale));
    }
    const fe = err as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(
          localiseErrorBody({ message: 'Too many attempts. Please wait a little and try again.' }, locale),
        );
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send(localiseErrorBody({ message: 'The request is too large.' }, locale));
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply
        .status(415)
        .send(localiseErrorBody({ message: 'Please send JSON (Content-Type: application/json).' }, locale));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty JSON body, bad URL encoding and similar client errors from Fastify itself.
      const message =
        fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty.'
            : 'The request is not valid.';
      return reply.status(status).send(localiseErrorBody({ message }, locale));
    }
    if (isDatabaseUnavailable(err) || isRedisUnavailable(err)) {
      // Logged under `error`, not `err`: pino's error serializer would rename the type to "Object".
      request.log.error({ error: loggableError(err) }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send(localiseErrorBody({ message: GENERIC_503 }, locale));
    }
    request.log.error({ error: loggableError(err) }, 'unhandled error');
    return reply.status(500).send(localiseErrorBody({ message: GENERIC_500 }, locale));
  });
}

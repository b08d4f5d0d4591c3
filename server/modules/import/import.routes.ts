import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ImportQuerySchema, ImportResultSchema } from '../../../core/schemas/import';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { requestLocale } from '../../lib/i18n';
import { ImportError } from './import.errors';
import { sayIssue } from './import-text';
import { importFile } from './import.service';

/** The language of the import's messages: the request's, else the account's (decisions 363, 415). */
const localeOf = (request: FastifyRequest) =>
  requestLocale(request.headers['accept-language'], request.user?.locale);

/** An error of the import said in the request's language; any other error as it is. */
const inLocale = (err: unknown, request: FastifyRequest) =>
  err instanceof ImportError ? err.in(localeOf(request)) : err;

const tooLarge = (limit: number) =>
  new ImportError(
    413,
    'too_large',
    /*i18n*/ {
      id: 'import.tooLarge',
      message: 'The file is larger than {count, number} MB, the most Tend imports at once.',
      values: { count: Math.round(limit / 1024 / 1024) },
    },
  );

/**
 * Copies the request body to a private temporary file, refusing it once it passes the limit, so the
 * importer can read it more than once without holding it in memory.
 */
async function spool(payload: Readable, limit: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tend-import-'));
  const file = join(dir, 'upload');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit) done(tooLarge(limit));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(payload, counter, createWriteStream(file, { mode: 0o600 }));
    return file;
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err instanceof AppError
      ? err
      : new ImportError(
          400,
          'bad_request',
          /*i18n*/ { id: 'import.notWhole', message: 'The file did not arrive whole. Try again.' },
        );
  }
}

const alreadyRunning = () =>
  new ImportError(
    409,
    'conflict',
    /*i18n*/ {
      id: 'import.running',
      message: 'An import is already running for this account. Wait for it to finish.',
    },
  );

/** The advisory-lock class of imports: the first key of `pg_try_advisory_lock(int, int)`. */
export const IMPORT_LOCK_CLASS = 0x7e4d0001;

/**
 * One import per account at a time, across every instance on the database (decision 249): on
 * PostgreSQL a session advisory lock keyed by the user, held on a connection of its own for the
 * import's length (it goes with the connection if the process dies); in this process a set, which is
 * all SQLite (one writer, one process) needs. A second import meanwhile is a 409.
 */
async function oneImportPerAccount<T>(
  ctx: AppContext,
  running: Set<string>,
  userId: string,
  work: () => Promise<T>,
): Promise<T> {
  if (running.has(userId)) throw alreadyRunning();
  running.add(userId);
  try {
    if (ctx.dialect !== 'postgres') return await work();
    return await ctx.db.connection().execute(async (conn) => {
      const got = await sql<{
        ok: boolean;
      }>`select pg_try_advisory_lock(${IMPORT_LOCK_CLASS}, hashtext(${userId})) as ok`.execute(conn);
      if (got.rows[0]?.ok !== true) throw alreadyRunning();
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${IMPORT_LOCK_CLASS}, hashtext(${userId}))`.execute(conn);
      }
    });
  } finally {
    running.delete(userId);
  }
}

/** Registered inside the authenticated scope: the body is read only after the session is checked. */
export async function importRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limit = ctx.config.importMaxBytes;
  /** Users with an import running in this instance. */
  const running = new Set<string>();
  await app.register(async (scope) => {
    // This route alone takes any content type and a large body, streamed to disk rather than parsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { bodyLimit: limit },
      async (request: FastifyRequest, payload: Readable) => {
        const declared = Number(request.headers['content-length']);
        try {
          if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
          return { file: await spool(payload, limit) };
        } catch (err) {
          throw inLocale(err, request);
        }
      },
    );

    // The spooled file goes whatever the answer, including a 400 for the query before the handler.
    scope.addHook('onResponse', async (request) => {
      const file = (request.body as { file?: string } | undefined)?.file;
      if (file) await rm(join(file, '..'), { recursive: true, force: true });
    });

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/import',
      {
        bodyLimit: limit,
        schema: {
          tags: ['Export and import'],
          summary:
            "Merge a Tend export (JSON or CSV), a Daylio CSV export or backup (.daylio), or Day One's JSON into the account",
          querystring: ImportQuerySchema,
          response: { 200: ImportResultSchema },
        },
        config: {
          openapi: {
            rawBody: {
              contentTypes: ['application/json', 'text/csv', 'application/zip', 'application/octet-stream'],
              description: 'The file itself, as the request body (not multipart).',
            },
            errors: {
              409: 'An import is already running for this account.',
              413: 'The file is larger than IMPORT_MAX_BYTES.',
            },
          },
        },
      },
      async (request) => {
        try {
          const body = request.body as { file?: string } | undefined;
          if (!body?.file) {
            throw new ImportError(
              400,
              'bad_request',
              /*i18n*/ { id: 'import.chooseFile', message: 'Choose a file to import.' },
            );
          }
          const result = await oneImportPerAccount(ctx, running, request.user.id, () =>
            importFile(ctx, request.user, body.file as string, {
              dryRun: request.query.dryRun,
              moods: request.query.moods,
              scales: request.query.scales,
            }),
          );
          // The preview's warnings in the reader's language (decision 415).
          const locale = localeOf(request);
          return { ...result, warnings: result.warnings.map((w) => sayIssue(w, locale)) };
        } catch (err) {
          throw inLocale(err, request);
        }
      },
    );
  });
}

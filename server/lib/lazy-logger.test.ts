import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { LazyChildLogger, lazyChildLoggerFactory } from './lazy-logger';

function appWithLines() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: {
      level: 'warn',
      redact: ['secret'],
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    // As Tend's app: no access log lines (they would make every request's logger).
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLoggerFactory,
  });
  return { app, lines };
}

describe('the lazy request logger (decision 401)', () => {
  it('makes no pino child for a request that logs nothing', async () => {
    const { app } = appWithLines();
    const child = vi.spyOn(app.log, 'child');
    let logger: unknown;
    app.get('/quiet', async (request) => {
      logger = request.log;
      request.log.info('below the level');
      return { ok: true };
    });
    app.get('/silent', async (request) => {
      logger = request.log;
      return { ok: true };
    });
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(logger).toBeInstanceOf(LazyChildLogger);
    // info is below `warn`, so pino drops it, but the child was made to ask: only a log call makes one.
    expect(child).toHaveBeenCalledTimes(1);
    child.mockClear();
    expect((await app.inject({ url: '/silent' })).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect((logger as LazyChildLogger).made).toBe(false);
    expect((logger as LazyChildLogger).level).toBe('warn');
    await app.close();
  });

  it('logs a request’s lines as pino’s child did: its request id, redaction, and the level', async () => {
    const { app, lines } = appWithLines();
    app.get('/fails', async (request) => {
      request.log.error({ secret: 'hunter2', detail: 'x' }, 'it failed');
      request.log.warn('and a warning');
      request.log.debug('not written');
      request.log.child({ part: 'inner' }).error('from a child');
      return { ok: true };
    });
    const res = await app.inject({ url: '/fails' });
    expect(res.statusCode).toBe(200);
    const reqIds = new Set(lines.map((l) => l.reqId));
    expect(reqIds.size).toBe(1);
    expect([...reqIds][0]).toMatch(/^req-/);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [50, 'it failed'],
      [40, 'and a warning'],
      [50, 'from a child'],
    ]);
    expect(lines[0]).toMatchObject({ secret: '[Redacted]', detail: 'x' });
    expect(lines[2]).toMatchObject({ part: 'inner' });
    await app.close();
  });

  it('passes each of pino’s levels on to the child, from methods on the prototype', () => {
    const calls: [string, unknown[]][] = [];
    const child = Object.fromEntries(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => [
        level,
        (...args: unknown[]) => void calls.push([level, args]),
      ]),
    );
    const parent = { level: 'trace', child: () => child } as unknown as FastifyBaseLogger;
    const logger = new LazyChildLogger(parent, { reqId: 'req-1' }, {});
    expect(Object.keys(logger)).toEqual([]);
    logger.fatal('a');
    logger.error({ n: 1 }, 'b');
    logger.warn('c');
    logger.info('d');
    logger.debug('e');
    logger.trace('f');
    logger.silent('g');
    expect(calls).toEqual([
      ['fatal', ['a']],
      ['error', [{ n: 1 }, 'b']],
      ['warn', ['c']],
      ['info', ['d']],
      ['debug', ['e']],
      ['trace', ['f']],
      ['silent', ['g']],
    ]);
  });
});

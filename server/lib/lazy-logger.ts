import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LogFn = FastifyBaseLogger['info'];
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];

/** `logger[level](...args)`, with pino's `this`. */
function call(logger: FastifyBaseLogger, level: Level, args: unknown[]): void {
  (logger[level] as (...a: unknown[]) => void).apply(logger, args);
}

/**
 * A request's logger that becomes pino's child logger (with the request id) the first time something
 * is logged through it, for Fastify's `childLoggerFactory`. Fastify makes a child logger for every
 * request; pino's `child` serialises the bindings and builds an object of its own each time (~1.7 µs
 * here, and garbage), while almost no request logs anything: access logs are off and the level is
 * `warn` (decision 401). The line, its bindings and redaction are pino's own, as before.
 */
export class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** pino's child, made on first use. */
  get logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  /** True once something was logged (or asked of the logger) through this request's logger. */
  get made(): boolean {
    return this.#child !== undefined;
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.logger.level = level;
  }

  // pino's level methods, each passing its call on to the child: set once on the prototype below.
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

// Methods on the prototype, not arrow fields: a request's logger is one small object (decision 401).
for (const level of LEVELS) {
  LazyChildLogger.prototype[level] = function (this: LazyChildLogger, ...args: unknown[]): void {
    call(this.logger, level, args);
  };
}

/** Fastify's `childLoggerFactory`: each request's logger, made only when it logs. */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options);
}

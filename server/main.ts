import { buildApp } from './app';
import { ConfigError, loadConfig } from './lib/config';
import { DamagedDatabaseError } from './db/database';

import { startReminderWorker, type ReminderWorker } from './modules/reminders/reminders.worker';

/** How long a stopping server keeps serving as usual, reporting not ready, before it stops accepting. */
const DRAIN_MS = 1500;

/** Starts the server and shuts it down gracefully: in-flight requests finish, the database closes. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Tend cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  let app;
  try {
    app = await buildApp({ config });
  } catch (err) {
    if (err instanceof DamagedDatabaseError) {
      console.error(`Tend cannot start: ${err.message}.`);
      process.exit(1);
    }
    const e = err as Error & { code?: string };
    console.error(`Tend cannot start: could not open or migrate the database (${e.code ?? e.message}).`);
    process.exit(1);
  }

  let reminders: ReminderWorker | undefined;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 9.5 s; exiting');
      process.exit(1);
    }, 9_500);
    force.unref();
    // Each phase has a deadline, so the whole stays inside the 10 s a container runtime waits before it
    // kills the process (decision 096), whatever hangs: a pg-boss stop caught during its own start, a
    // database pool waiting for a client. Past a deadline the phase is left behind with a warning; what
    // it held is safe (requests have been answered, a reminder job not completed goes back to the queue).
    const within = <T>(ms: number, phase: string, work: Promise<T>) =>
      Promise.race([
        work,
        new Promise<void>((done) =>
          setTimeout(() => {
            app.log.warn({ phase, ms }, 'shutdown phase did not finish in time; going on');
            done();
          }, ms).unref(),
        ),
      ]);
    // Report not ready and give a load balancer a moment to notice; then, side by side, stop the
    // reminder worker (pg-boss may take up to 5 s to stop) and stop accepting, answering the last
    // request on each connection with `Connection: close` (up to 6 s); once both are done and every
    // connection has ended, close the app and the database (decision 096). One after the other they
    // could pass the 10 s a container runtime waits before it kills the process.
    app.startDraining();
    const drained = new Promise((done) => setTimeout(done, DRAIN_MS));
    drained
      .then(() =>
        within(
          6_000,
          'stop accepting and stop reminders',
          Promise.all([
            Promise.resolve(reminders?.stop()).catch((err: unknown) =>
              app.log.error({ err }, 'error stopping reminders'),
            ),
            app.stopAccepting(),
          ]),
        ),
      )
      .then(() => within(1_500, 'close the app and the database', app.close()))
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const e = err as Error & { code?: string };
    console.error(
      `Tend cannot start: cannot listen on ${config.host}:${config.port} (${e.code ?? e.message}).`,
    );
    process.exit(1);
  }

  if (config.reminderIntervalSeconds > 0) {
    try {
      reminders = await startReminderWorker(app.ctx, app.log);
    } catch (err) {
      // The API keeps serving; reminders start again with the next start.
      app.log.error({ err: { message: (err as Error).message } }, 'reminders could not start');
    }
  }
}

void main();

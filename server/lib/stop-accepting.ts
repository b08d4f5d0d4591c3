import type { Server as HttpServer } from 'node:http';
import { Server as NetServer } from 'node:net';

export interface StopAcceptingOptions {
  /** Connections still idle this long after the listener closed are closed (their clients left). */
  idleAfterMs: number;
  /** After this long every connection left is closed, busy or not. */
  maxMs: number;
}

/**
 * Shutdown, step 2: stop accepting connections without resetting any (decision 096).
 *
 * - The listener closes through `net.Server#close`, not `http.Server#close`: Node's HTTP close also
 *   destroys every idle kept-alive connection at once, and a client that is just sending a request on
 *   one (or whose fresh connection has not been read yet) gets ECONNRESET.
 * - Every answer from now on carries `Connection: close`, so each kept-alive connection serves at most
 *   one more request and is then closed by the server after its answer, never under the client's feet.
 * - A connection still idle `idleAfterMs` later has been idle since before the listener closed: its
 *   client is gone or holding it unused, and it is closed. The rest end with their answers.
 *
 * Resolves when every connection has ended, or after `maxMs`.
 */
export function stopAccepting(server: HttpServer, opts: StopAcceptingOptions): Promise<void> {
  server.prependListener('request', (_req, res) => {
    res.shouldKeepAlive = false;
  });
  return new Promise((done) => {
    const idle = setTimeout(() => server.closeIdleConnections(), opts.idleAfterMs);
    const cap = setTimeout(() => {
      server.closeAllConnections();
      finish();
    }, opts.maxMs);
    function finish() {
      clearTimeout(idle);
      clearTimeout(cap);
      done();
    }
    // The callback runs once the last connection has closed (or at once with an error if the server
    // was not listening).
    NetServer.prototype.close.call(server, finish);
  });
}

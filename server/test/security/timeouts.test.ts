import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

/**
 * Decision 095: before it, 200 connections trickling a body stayed open for 100 s. Each kind of slow client
 * is now cut off by its own timeout (set short here; the defaults are in the README).
 */
describe('connection and request timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: {
        REQUEST_TIMEOUT_MS: '1500',
        HEADERS_TIMEOUT_MS: '800',
        KEEP_ALIVE_TIMEOUT_MS: '500',
        CONNECTION_TIMEOUT_MS: '1000',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Opens a connection, runs `drive` on it, and resolves with the ms until the server closed it. */
  function closedAfter(drive: (socket: Socket) => void): Promise<{ ms: number; received: string }> {
    return new Promise((resolve) => {
      const started = Date.now();
      let received = '';
      const socket = connect(port, '127.0.0.1', () => drive(socket));
      socket.on('data', (d) => (received += d.toString()));
      socket.on('error', () => {});
      socket.on('close', () => resolve({ ms: Date.now() - started, received }));
    });
  }

  it('cuts off a client trickling its body', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { ms } = await closedAfter((socket) => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      timer = setInterval(() => socket.write(' '), 200);
    });
    clearInterval(timer);
    expect(ms).toBeLessThan(5000);
  });

  it('cuts off a client trickling its headers', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { ms } = await closedAfter((socket) => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
      timer = setInterval(() => socket.write('X-A: b\r\n'), 150);
    });
    clearInterval(timer);
    expect(ms).toBeLessThan(4000);
  });

  it('closes an idle keep-alive connection and a silent one', async () => {
    const idle = await closedAfter((socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(idle.received).toContain('200 OK');
    expect(idle.ms).toBeLessThan(3000);
    const silent = await closedAfter(() => {});
    expect(silent.ms).toBeLessThan(4000);
  });
});

/**
 * Baseline: the fastest a Node.js HTTP server answers a small JSON body on this machine, with nothing
 * else in the way. Tend's endpoints are reported as a share of this figure.
 */
import { createServer } from 'node:http';

const body = JSON.stringify({ hello: 'world' });
createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}).listen(Number(process.env.PORT ?? 5081), '127.0.0.1');

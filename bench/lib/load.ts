/**
 * Parent side of the load generator: runs a job in a separate node process (bench/lib/load-driver.ts)
 * and checks each endpoint once before loading it, so a missing or broken route fails loudly instead of
 * being measured as a fast 404.
 */
import { resolve } from 'node:path';
import type {
  BatchJob,
  BatchResult,
  HashJob,
  HashResult,
  HttpJob,
  HttpResult,
  Job,
  JobResult,
  SyncJob,
  SyncResult,
} from './load-driver';
import { onCleanup, spawn, stopProcess, tail } from './processes';

export type { HttpResult, HashResult, SyncResult };

/** What browsers send; responses over 1 KB are then compressed by the server, as in production. */
export const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

export function runJob(job: HttpJob): Promise<HttpResult>;
export function runJob(job: HashJob): Promise<HashResult>;
export function runJob(job: SyncJob): Promise<SyncResult>;
export function runJob(job: BatchJob): Promise<BatchResult>;
export function runJob(job: Job): Promise<JobResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve('bench/lib/load-driver.ts'), JSON.stringify(job)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = tail(child, 8000);
  const cancel = onCleanup(async () => {
    await stopProcess(child, 2000);
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  return new Promise((done, fail) => {
    child.once('exit', (code) => {
      cancel();
      const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
      if (code !== 0 || !line) {
        fail(new Error(`load driver exited with ${code}:\n${output()}`));
        return;
      }
      done(JSON.parse(line.slice('RESULT '.length)) as JobResult);
    });
  });
}

export class EndpointError extends Error {}

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One request before the load: the endpoint must answer 2xx. A 404 from an /api/ path means the route
 * does not exist (yet); anything else non-2xx means the benchmark would measure an error path.
 */
export async function probe(baseUrl: string, spec: RequestSpec): Promise<{ status: number; bytes: number }> {
  const res = await fetch(`${baseUrl}${spec.path}`, {
    method: spec.method,
    headers: { ...(spec.body ? { 'content-type': 'application/json' } : {}), ...spec.headers },
    ...(spec.body ? { body: spec.body } : {}),
  });
  const text = await res.text();
  if (res.status === 404) {
    throw new EndpointError(
      `${spec.method} ${spec.path} answered 404 ${text.slice(0, 120)}: the route is missing (not implemented yet?)`,
    );
  }
  if (res.status < 200 || res.status >= 300) {
    throw new EndpointError(`${spec.method} ${spec.path} answered ${res.status}: ${text.slice(0, 200)}`);
  }
  return { status: res.status, bytes: Buffer.byteLength(text) };
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  allowNon2xx?: boolean;
}

function httpJob(baseUrl: string, spec: RequestSpec, opts: LoadOptions): HttpJob {
  return {
    kind: 'http',
    url: `${baseUrl}${spec.path}`,
    method: spec.method,
    headers: {
      ...BROWSER_ENCODING,
      ...(spec.body ? { 'content-type': 'application/json' } : {}),
      ...spec.headers,
    },
    ...(spec.body !== undefined ? { body: spec.body } : {}),
    connections: opts.connections,
    seconds: opts.seconds,
    warmupSeconds: opts.warmupSeconds,
  };
}

/** Throws EndpointError when any response was not 2xx or any request failed. */
function checkLoad(spec: RequestSpec, result: HttpResult, opts: LoadOptions): HttpResult {
  if (opts.allowNon2xx) return result;
  const bad = Object.entries(result.statusCounts).filter(([code]) => !code.startsWith('2'));
  if (bad.length > 0 || result.errors > 0 || result.timeouts > 0 || result.responses === 0) {
    throw new EndpointError(
      `${spec.method} ${spec.path}: non-2xx or failed responses under load ` +
        `(${bad.map(([c, n]) => `${n}× ${c}`).join(', ') || 'none'}; errors ${result.errors}, ` +
        `timeouts ${result.timeouts}, responses ${result.responses})`,
    );
  }
  return result;
}

/** Load on one endpoint from a separate process. */
export async function loadEndpoint(
  baseUrl: string,
  spec: RequestSpec,
  opts: LoadOptions,
): Promise<HttpResult> {
  return checkLoad(spec, await runJob(httpJob(baseUrl, spec, opts)), opts);
}

/**
 * Load on several endpoints, one after the other, from one separate process. Each result is either
 * the figures or the EndpointError of that endpoint.
 */
export async function loadEndpoints(
  baseUrl: string,
  specs: RequestSpec[],
  opts: LoadOptions,
): Promise<(HttpResult | EndpointError)[]> {
  if (specs.length === 0) return [];
  const { results } = await runJob({
    kind: 'batch',
    jobs: specs.map((spec) => httpJob(baseUrl, spec, opts)),
  });
  return specs.map((spec, i) => {
    try {
      return checkLoad(spec, results[i] as HttpResult, opts);
    } catch (err) {
      return err as EndpointError;
    }
  });
}

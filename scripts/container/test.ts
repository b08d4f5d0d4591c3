/**
 * `npm run test:container`: the README's "Install with containers" section, run word for word with
 * Debian's podman (decision 275). Outside `npm test`; `.ci/run` calls it after the fault tests.
 *
 * Every fenced block after a `<!-- container-test: NAME -->` marker in README.md is read from the README
 * and run by bash, unchanged but for three things, all in `prelude` and `substitute` below:
 *   - `docker` is a shell function calling `podman --runtime runc` (and `docker compose`, Debian's
 *     `podman-compose`); `docker build` gets `--format docker` (podman's default image format drops the
 *     HEALTHCHECK) and `--build-arg NODE_IMAGE=<base>`: registry images cannot be pulled here, so the
 *     base is Node 20 on Debian bookworm made by scripts/container/base-image.sh;
 *   - the host port 5000 becomes CONTAINER_TEST_PORT (default 5168), so a Tend already listening on
 *     5000 on this machine does not answer in the container's place;
 *   - nothing else: container, volume and image keep the README's names, so the test refuses to start
 *     when a container or volume of those names already exists (it would replace them).
 * Between the blocks it checks what a self-hoster would: healthy, sign up, rate, read back, SIGTERM
 * drains (every acknowledged write kept, exit code 0), data kept across a restart and an upgrade, the
 * rollback restoring the backup, the admin command, then the compose file's default service. Figures (image size, cold start to /readyz)
 * are printed, not asserted (speed goals are not test assertions).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIMENSION_KEYS } from '../../core/dimensions';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const PORT = Number(process.env.CONTAINER_TEST_PORT ?? '5168');
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Blue-Heron-42';
/** The README's names (see the header). */
const CONTAINER = 'tend';
const VOLUME = 'tend-data';
/** podman-compose names things after the project: the directory, unless -p says otherwise. */
const COMPOSE_PROJECT = 'tendtest';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function log(message: string): void {
  console.log(`[container] ${message}`);
}

function fail(message: string): never {
  throw new Error(message);
}

/** Runs a command; returns its output, or throws with it when it fails (unless `allowFail`). */
function run(command: string, args: string[], opts: { allowFail?: boolean; quiet?: boolean } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0 && !opts.allowFail) {
    fail(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${output}`);
  }
  if (!opts.quiet && output.trim()) process.stdout.write(output.replace(/^/gm, '    '));
  return { status: result.status, stdout: result.stdout ?? '', output };
}

const podman = (args: string[], opts?: { allowFail?: boolean; quiet?: boolean }) =>
  run('podman', ['--runtime', 'runc', ...args], opts);

/** The README's blocks, by marker. */
function readmeBlock(name: string): string {
  const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
  const match = new RegExp(`<!-- container-test: ${name} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(readme);
  if (!match?.[1]) fail(`README.md has no \`<!-- container-test: ${name} -->\` block`);
  return match[1];
}

function substitute(script: string): string {
  return script.replaceAll('5000:5000', `${PORT}:5000`).replaceAll('localhost:5000', `localhost:${PORT}`);
}

function prelude(baseImage: string): string {
  return [
    'set -euo pipefail',
    'docker() {',
    '  case "$1" in',
    // Debian's podman-compose (1.0.3) has no --profile; the README names the service to start anyway.
    '    compose) shift; [ "${1:-}" = --profile ] && shift 2',
    `      podman-compose -p ${COMPOSE_PROJECT} --podman-args="--runtime runc" "$@" ;;`,
    `    build) shift; podman --runtime runc build --format docker --build-arg NODE_IMAGE=${baseImage} "$@" ;;`,
    '    *) podman --runtime runc "$@" ;;',
    '  esac',
    '}',
    '',
  ].join('\n');
}

/**
 * Runs one README block as the README gives it (see the header for the substitutions). Its output is
 * shown as it comes (an image build takes minutes), or returned when `capture` asks for it. Run
 * asynchronously, so requests the test has in flight (the drain checks) go on meanwhile.
 */
async function readmeStep(name: string, baseImage: string, capture = false): Promise<string> {
  const script = substitute(readmeBlock(name));
  log(`README step "${name}":\n${script.replace(/^/gm, '  $ ').trimEnd()}`);
  return runAsync('bash', ['-c', prelude(baseImage) + script], capture, `README step "${name}"`, {
    ...process.env,
    ...composeEnv,
    TEND_PORT: String(PORT),
    NODE_IMAGE: baseImage,
  });
}

function runAsync(
  command: string,
  args: string[],
  capture: boolean,
  what: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    env,
  });
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr
    ?.setEncoding('utf8')
    .on('data', (chunk: string) => process.stdout.write(chunk.replace(/^/gm, '    ')));
  return new Promise((done, failed) => {
    child.on('error', failed);
    child.on('close', (code) => {
      if (capture) process.stdout.write(stdout.replace(/^/gm, '    '));
      if (code === 0) done(stdout);
      else failed(new Error(`${what} failed (${code})`));
    });
  });
}

interface Reply<T> {
  status: number;
  body: T;
}

async function api<T>(method: string, path: string, body?: unknown, session?: string): Promise<Reply<T>> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(session ? { 'x-session-id': session } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Waits until /readyz answers 200 through the published port; returns the milliseconds it took. */
async function waitReady(what: string, limitMs = 90_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    try {
      const res = await fetch(`${BASE}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  fail(`${what} did not answer /readyz within ${limitMs / 1000} s`);
}

/**
 * The image's HEALTHCHECK, run by podman: without systemd (as here) podman 4 has no timer to run it,
 * so the test runs it as the timer would and reads the status the README tells people to read.
 */
async function checkHealthy(container: string): Promise<void> {
  // As the timer would: again after a failure, up to the image's three retries.
  for (let attempt = 1; ; attempt++) {
    const ran = podman(['healthcheck', 'run', container], { allowFail: true, quiet: true });
    if (ran.status === 0) break;
    if (attempt === 3) fail(`the health check failed three times:\n${ran.output}`);
    await sleep(2000);
  }
  const status = podman(['inspect', '--format', '{{.State.Health.Status}}', container], { quiet: true });
  if (status.stdout.trim() !== 'healthy') fail(`${container} is "${status.stdout.trim()}", not healthy`);
  log(`${container} is healthy (HEALTHCHECK on /readyz)`);
}

const scores = Object.fromEntries(DIMENSION_KEYS.map((key, i) => [key, i + 1]));

async function signUpAndRate(): Promise<{ email: string; session: string }> {
  const email = `owner-${Date.now()}@example.com`;
  const signup = await api<{ sessionId: string }>('POST', '/api/auth/signup', {
    email,
    password: PASSWORD,
    name: 'Container Test',
  });
  if (signup.status !== 201) fail(`sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const session = signup.body.sessionId;
  const saved = await api(
    'POST',
    '/api/wellbeing-entries',
    { ...scores, notes: 'from the container test' },
    session,
  );
  if (saved.status !== 201) fail(`rating answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  await expectRating(session);
  log(`signed up ${email} and rated today`);
  return { email, session };
}

async function expectRating(session: string): Promise<void> {
  const today = await api<Record<string, unknown> | null>(
    'GET',
    '/api/wellbeing-entries/today',
    undefined,
    session,
  );
  if (today.status !== 200 || !today.body)
    fail(`today's entry: ${today.status} ${JSON.stringify(today.body)}`);
  for (const [key, value] of Object.entries(scores)) {
    if (Number(today.body[key]) !== value) fail(`today's ${key} is ${String(today.body[key])}, not ${value}`);
  }
  if (today.body.notes !== 'from the container test') fail(`today's notes: ${String(today.body.notes)}`);
}

/**
 * Journal writes, four a second per writer, until the connection fails: the ids acknowledged, and any
 * answer that is neither a success nor "not now" (503 while draining, 429 over the write limit).
 */
function startWriters(session: string, count: number) {
  const acked = new Set<string>();
  const unexpected: string[] = [];
  const loops = Array.from({ length: count }, async (_v, w) => {
    for (let n = 0; ; n++) {
      let res: Reply<{ id: string }>;
      try {
        res = await api<{ id: string }>(
          'POST',
          '/api/journal-entries',
          { content: `drain writer ${w} write ${n}`, mood: 5 },
          session,
        );
      } catch {
        return; // the server stopped accepting
      }
      if (res.status === 201) acked.add(res.body.id);
      else if (res.status !== 503 && res.status !== 429) {
        unexpected.push(`${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
      // Paced, so the account stays under WRITE_MAX_PER_USER (120 a minute) through the stop.
      await sleep(250);
    }
  });
  return { acked, unexpected, done: Promise.all(loops) };
}

async function journalIds(session: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let next: string | null = '/api/journal-entries?limit=100';
  while (next) {
    const res: Response = await fetch(`${BASE}${next}`, { headers: { 'x-session-id': session } });
    if (res.status !== 200) fail(`${next} answered ${res.status}`);
    for (const row of (await res.json()) as { id: string }[]) ids.add(row.id);
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
  }
  return ids;
}

/** Set for the scaled profile: its port, and the stand-in images of its services. */
const composeEnv: Record<string, string> = {};

/**
 * A request made inside one container, to that instance directly (not through Caddy). With
 * `allowFail`, an instance not listening yet (the request is refused) answers '' instead of failing the
 * test: the readiness poll below asks until it answers.
 */
function insideFetch(container: string, path: string, session: string, allowFail = false): string {
  const script = `fetch('http://127.0.0.1:5000${path}',{headers:{'x-session-id':'${session}'}}).then(async r=>console.log(r.status,await r.text()))`;
  const answer = podman(['exec', container, 'node', '-e', script], { quiet: true, allowFail });
  return answer.status === 0 ? answer.stdout.trim() : '';
}

/**
 * compose.yaml's scaled profile: PostgreSQL, Redis and two Tend instances behind Caddy. The official
 * postgres, redis and caddy images cannot be pulled here, so scripts/container/services.Dockerfile
 * makes stand-ins from Debian's packages, passed as POSTGRES_IMAGE, REDIS_IMAGE and CADDY_IMAGE.
 */
async function scaledProfile(baseImage: string): Promise<void> {
  for (const service of ['postgres', 'redis', 'caddy']) {
    const tag = `localhost/tend-test-${service}`;
    const built = podman(
      [
        'build',
        '--format',
        'docker',
        '--build-arg',
        `NODE_IMAGE=${baseImage}`,
        '--target',
        service,
        '-t',
        tag,
        '-f',
        'scripts/container/services.Dockerfile',
        'scripts/container',
      ],
      { quiet: true },
    );
    if (built.status !== 0) fail(`the ${service} stand-in did not build`);
    composeEnv[`${service.toUpperCase()}_IMAGE`] = tag;
  }
  composeEnv.TEND_SCALED_PORT = String(PORT);
  await readmeStep('scaled', baseImage);
  await waitReady('the scaled profile behind Caddy');
  // Caddy answers once one instance is up; both must be before the checks that use either. On a busy
  // machine the second may still be starting (not listening yet): it is asked again until it answers.
  for (const instance of ['tend-1', 'tend-2']) {
    const started = Date.now();
    while (!insideFetch(`${COMPOSE_PROJECT}_${instance}_1`, '/readyz', '', true).startsWith('200 ')) {
      if (Date.now() - started > 90_000) fail(`${instance} did not become ready`);
      await sleep(500);
    }
  }
  const { session } = await signUpAndRate();
  // Both instances answer from the one PostgreSQL database.
  for (const instance of ['tend-1', 'tend-2']) {
    const answer = insideFetch(`${COMPOSE_PROJECT}_${instance}_1`, '/api/wellbeing-entries/today', session);
    if (!answer.startsWith('200 ') || !answer.includes('from the container test')) {
      fail(`${instance} does not see the rating: ${answer}`);
    }
  }
  // One instance stops (SIGTERM, draining) while reads go on through Caddy: every read is answered.
  let stopping = true;
  let reads = 0;
  const reader = (async () => {
    while (stopping) {
      await expectRating(session);
      reads++;
    }
  })();
  await runAsync('podman', ['--runtime', 'runc', 'stop', `${COMPOSE_PROJECT}_tend-1_1`], true, 'podman stop');
  stopping = false;
  await reader;
  const code = podman(['inspect', '--format', '{{.State.ExitCode}}', `${COMPOSE_PROJECT}_tend-1_1`], {
    quiet: true,
  });
  if (code.stdout.trim() !== '0') {
    // Its own account of the shutdown (which phase waited for its deadline), to tell why.
    const logs = podman(['logs', '--tail', '30', `${COMPOSE_PROJECT}_tend-1_1`], {
      quiet: true,
      allowFail: true,
    }).output;
    fail(`tend-1 exited with ${code.stdout.trim()} on SIGTERM; its last lines:\n${logs}`);
  }
  log(
    `scaled: two instances on PostgreSQL behind Caddy; ${reads} reads answered while tend-1 drained and stopped`,
  );
}

function preflight(): void {
  for (const tool of ['podman', 'runc', 'debootstrap', 'podman-compose']) {
    if (run('sh', ['-c', `command -v ${tool}`], { allowFail: true, quiet: true }).status !== 0) {
      fail(`${tool} is missing: apt-get install podman runc debootstrap podman-compose`);
    }
  }
  let conf = '';
  try {
    conf = readFileSync('/etc/containers/containers.conf', 'utf8');
  } catch {
    // checked below
  }
  if (!/default_ulimits\s*=\s*\[\s*\]/.test(conf)) {
    fail('/etc/containers/containers.conf needs `[containers]` / `default_ulimits = []` for podman here');
  }
  for (const [kind, name] of [
    ['container', CONTAINER],
    ['volume', VOLUME],
    ['image', 'localhost/tend:previous'],
  ] as const) {
    if (podman([kind, 'exists', name], { allowFail: true, quiet: true }).status === 0) {
      fail(`a ${kind} named "${name}" exists: the test uses the README's names and would replace it`);
    }
  }
}

function cleanUp(): void {
  podman(['rm', '--force', '--time', '2', CONTAINER], { allowFail: true, quiet: true });
  podman(['volume', 'rm', '--force', VOLUME], { allowFail: true, quiet: true });
  // The README's upgrade tags the image it replaces; the image itself stays, as the next build's cache.
  podman(['untag', 'localhost/tend:previous', 'localhost/tend:previous'], { allowFail: true, quiet: true });
  // With their anonymous volumes (each image's /data), which podman-compose 1.0.3's `down -v` leaves.
  const project = podman(
    ['ps', '--all', '--quiet', '--filter', `label=io.podman.compose.project=${COMPOSE_PROJECT}`],
    {
      allowFail: true,
      quiet: true,
    },
  )
    .stdout.split('\n')
    .filter(Boolean);
  if (project.length > 0)
    podman(['rm', '--force', '--volumes', '--time', '2', ...project], { allowFail: true, quiet: true });
  run('podman-compose', ['-p', COMPOSE_PROJECT, 'down', '-v'], { allowFail: true, quiet: true });
}

async function main(): Promise<void> {
  const started = Date.now();
  preflight();
  const baseImage = run('bash', [resolve(root, 'scripts/container/base-image.sh')], {
    quiet: true,
  }).stdout.trim();
  log(`base image: ${baseImage}`);
  try {
    let t = Date.now();
    await readmeStep('build', baseImage);
    log(`image built in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    const size = Number(
      podman(['image', 'inspect', '--format', '{{.Size}}', 'tend'], { quiet: true }).stdout,
    );
    const baseSize = Number(
      podman(['image', 'inspect', '--format', '{{.Size}}', baseImage], { quiet: true }).stdout,
    );
    log(
      `image size ${(size / 1e6).toFixed(0)} MB (the base ${(baseSize / 1e6).toFixed(0)} MB, Tend's layers ${((size - baseSize) / 1e6).toFixed(0)} MB)`,
    );

    t = Date.now();
    await readmeStep('run', baseImage);
    log(`cold start to /readyz: ${Date.now() - t + (await waitReady('the container'))} ms`);
    await checkHealthy(CONTAINER);
    const inspect = JSON.parse(podman(['inspect', CONTAINER], { quiet: true }).stdout) as {
      HostConfig: { ReadonlyRootfs: boolean };
      Config: { User: string };
    }[];
    if (!inspect[0]?.HostConfig.ReadonlyRootfs) fail('the container root filesystem is not read-only');
    if (podman(['exec', CONTAINER, 'id', '-u'], { quiet: true }).stdout.trim() === '0')
      fail('Tend runs as root');
    const { email, session } = await signUpAndRate();

    // SIGTERM with writes in flight: every write Tend acknowledged must be there after the restart.
    const writers = startWriters(session, 4);
    while (writers.acked.size < 12) await sleep(5);
    await readmeStep('stop', baseImage);
    await writers.done;
    if (writers.unexpected.length > 0)
      fail(`writes during the stop answered ${writers.unexpected.join('; ')}`);
    const state = podman(['inspect', '--format', '{{.State.ExitCode}}', CONTAINER], { quiet: true });
    if (state.stdout.trim() !== '0') fail(`Tend exited with ${state.stdout.trim()} on SIGTERM, not 0`);
    const logs = podman(['logs', CONTAINER], { quiet: true }).output;
    if (!/"signal":"SIGTERM".*"msg":"shutting down"/.test(logs))
      fail(`no SIGTERM drain in the logs:\n${logs}`);
    if (/"level":(50|60)/.test(logs)) fail(`errors logged during the run:\n${logs}`);
    log(`SIGTERM: exit code 0 after draining; ${writers.acked.size} writes acknowledged`);

    await readmeStep('start', baseImage);
    await waitReady('the restarted container');
    await expectRating(session);
    const kept = await journalIds(session);
    const lost = [...writers.acked].filter((id) => !kept.has(id));
    if (lost.length > 0) fail(`${lost.length} acknowledged writes lost over the restart`);
    log('restarted: the rating and every acknowledged write are there');

    const listed = await readmeStep('admin', baseImage, true);
    if (!listed.includes(email)) fail(`the admin command's list lacks ${email}:\n${listed}`);
    if (listed.includes('from the container test')) fail('the admin command showed someone’s content');

    await readmeStep('upgrade', baseImage);
    await waitReady('the upgraded container');
    await checkHealthy(CONTAINER);
    await expectRating(session);
    const login = await api('POST', '/api/auth/login', { email, password: PASSWORD });
    if (login.status !== 200) fail(`login after the upgrade answered ${login.status}`);
    log('upgraded (backup, new container, same volume): data kept, login works');

    // A write after the upgrade, which rolling back to the backup taken before it must undo.
    const later = await api<{ id: string }>(
      'POST',
      '/api/journal-entries',
      { content: 'after the upgrade', mood: 5 },
      session,
    );
    if (later.status !== 201) fail(`a write after the upgrade answered ${later.status}`);
    await readmeStep('rollback', baseImage);
    await waitReady('the rolled-back container');
    await checkHealthy(CONTAINER);
    await expectRating(session);
    const afterRollback = await journalIds(session);
    if (afterRollback.has(later.body.id)) fail('the rollback did not restore the backup');
    if ([...writers.acked].some((id) => !afterRollback.has(id)))
      fail('the rollback lost writes from before the backup');
    log('rolled back to tend:previous with the backup: the data as it was before the upgrade');
    podman(['rm', '--force', '--time', '10', CONTAINER], { quiet: true });

    await readmeStep('compose', baseImage);
    await waitReady('the compose service');
    const composed = await signUpAndRate();
    await readmeStep('compose-restart', baseImage);
    await waitReady('the restarted compose service');
    await expectRating(composed.session);
    log('compose: Tend on its SQLite volume, data kept over a restart');
    run('podman-compose', ['-p', COMPOSE_PROJECT, 'down'], { quiet: true });

    if (process.env.CONTAINER_TEST_SCALED !== '0') await scaledProfile(baseImage);
  } finally {
    cleanUp();
  }
  log(`passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// Whatever fails, the containers and volumes go (the images stay: the next build's cache).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

main().catch((err: unknown) => {
  console.error(`[container] FAILED: ${(err as Error).message}`);
  process.exit(1);
});

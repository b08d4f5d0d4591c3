/**
 * "What moves each area" (decisions 132 and 191) over ten years of one user's history, and full-text search over
 * 20,000 of that user's journal entries. One connection, requests one after another, so the figures
 * are the server's time per request (plus the loopback), not queueing. Goals: p50 < 50 ms and < 20 ms.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { ENGINE_LABEL, freshDatabase, type Engine } from './lib/database';
import { authHeaders, seedNamed, type SeedSummary } from './lib/fixtures';
import { probe } from './lib/load';
import { attempt, isError, type PartMeta } from './lib/results';
import { startTend } from './lib/server';
import { DECADE_DAYS, PORTS, SETTINGS } from './lib/settings';
import type { SeededUser } from './seed';
import { summarize } from './stats';

export const JOURNAL_TARGET = 20_000;
const TAGS = [
  'sleep',
  'work',
  'family',
  'friends',
  'exercise',
  'outdoors',
  'alcohol',
  'screens',
  'reading',
  'travel',
];
const RUNS = SETTINGS.quick ? 20 : 200;

/** What is searched for, from very common (in about a third of entries) to rare. */
export const SEARCHES = [
  { id: 'common', q: 'morning' },
  { id: 'rare', q: 'lighthouse' },
  { id: 'prefix', q: 'gard walk' },
] as const;

export interface InsightsFigure {
  id: string;
  label: string;
  runs?: number;
  p50?: number;
  p90?: number;
  p99?: number;
  /** Results or bytes of the last answer, to show that the request did real work. */
  answer?: string;
  error?: string;
}

export interface InsightsEngineResult {
  engine: Engine;
  seed?: SeedSummary;
  journalEntries?: number;
  taggedCheckins?: number;
  figures: InsightsFigure[];
  error?: string;
}

export interface InsightsResult extends PartMeta {
  part: 'insights';
  runs: number;
  engines: InsightsEngineResult[];
}

/** Deterministic pseudo-random numbers (the figures must not depend on the run). */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS =
  'the a and of to in was we my our day felt quite very long short quiet busy slow walk walked walking garden gardening tea coffee rain sun wind friends family work call meeting lunch dinner book read run ran swim bike park river hill city train bus kitchen music song film talk laugh tired calm happy sad worried hopeful grateful plans week weekend evening night early late'.split(
    ' ',
  );

function entryText(r: () => number): string {
  const n = 20 + Math.floor(r() * 120);
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(WORDS[Math.floor(r() * WORDS.length)] as string);
  if (r() < 0.33) words.splice(Math.floor(r() * n), 0, 'morning');
  if (r() < 0.002) words.splice(Math.floor(r() * n), 0, 'lighthouse');
  return words.join(' ');
}

/** Tops the user's journal up to JOURNAL_TARGET entries and tags about a third of their check-ins. */
export async function addSearchAndTags(
  db: Kysely<Database>,
  user: SeededUser,
): Promise<{ journal: number; tagged: number }> {
  const r = rng(19);
  const existing = Number(
    (
      await db
        .selectFrom('journal_entries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const start = Date.parse(`${user.firstDay}T00:00:00Z`);
  const span = Date.parse(`${user.lastDay}T00:00:00Z`) - start;
  const missing = Math.max(0, JOURNAL_TARGET - existing);
  for (let done = 0; done < missing; done += 500) {
    const rows = Array.from({ length: Math.min(500, missing - done) }, () => {
      const date = new Date(start + Math.floor(r() * span)).toISOString();
      return {
        id: randomUUID(),
        user_id: user.id,
        day: date.slice(0, 10),
        date,
        updated_at: date,
        title: r() < 0.5 ? null : `Notes on the ${WORDS[Math.floor(r() * WORDS.length)]}`,
        content: entryText(r),
        mood: 1 + Math.floor(r() * 10),
      };
    });
    await db.insertInto('journal_entries').values(rows).execute();
  }
  const now = new Date().toISOString();
  const tags = TAGS.map((name) => ({
    id: randomUUID(),
    user_id: user.id,
    name,
    name_key: name,
    created_at: now,
  }));
  await db.insertInto('tags').values(tags).execute();
  const checkins = await db
    .selectFrom('quick_checkins')
    .select(['id', 'day'])
    .where('user_id', '=', user.id)
    .execute();
  const links: { quick_checkin_id: string; tag_id: string; user_id: string; day: string }[] = [];
  for (const c of checkins) {
    for (const tag of tags) {
      if (r() < 0.15) links.push({ quick_checkin_id: c.id, tag_id: tag.id, user_id: user.id, day: c.day });
    }
  }
  for (let i = 0; i < links.length; i += 1000) {
    await db
      .insertInto('quick_checkin_tags')
      .values(links.slice(i, i + 1000))
      .execute();
  }
  return { journal: existing + missing, tagged: links.length };
}

async function timeRequests(
  url: string,
  headers: Record<string, string>,
): Promise<{ ms: number[]; last: string }> {
  const ms: number[] = [];
  let last = '';
  for (let i = 0; i < RUNS + 5; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    last = await res.text();
    const took = performance.now() - started;
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${last.slice(0, 200)}`);
    if (i >= 5) ms.push(took); // the first few warm the JIT and the caches
  }
  return { ms, last };
}

async function measureEngine(engine: Engine, failures: string[]): Promise<InsightsEngineResult> {
  const tag = ENGINE_LABEL[engine];
  const bench = await freshDatabase(engine, 'insights');
  try {
    console.log(`[bench] insights/${engine}: seeding 10 years and ${JOURNAL_TARGET} journal entries…`);
    const { users, summary } = await seedNamed(bench.database.db, { decade: DECADE_DAYS });
    const user = users.decade;
    const added = await addSearchAndTags(bench.database.db, user);
    if (engine === 'postgres')
      await bench.database.db
        .executeQuery({ sql: 'analyze', parameters: [], query: { kind: 'RawNode' } } as never)
        .catch(() => {});
    const server = await startTend({ port: PORTS.spare1, databaseUrl: bench.url });
    const figures: InsightsFigure[] = [];
    try {
      const headers = authHeaders(user);
      await probe(server.url, { method: 'GET', path: '/api/user', headers });
      const measure = async (id: string, label: string, path: string, answer: (body: string) => string) => {
        const f = await attempt(failures, `insights ${tag} ${id}`, async () => {
          const { ms, last } = await timeRequests(`${server.url}${path}`, headers);
          const s = summarize(ms);
          return { id, label, runs: ms.length, p50: s.p50, p90: s.p90, p99: s.p99, answer: answer(last) };
        });
        figures.push(isError(f) ? { id, label, error: f.error } : f);
      };
      await measure('what-moves', 'GET /api/what-moves, 10 years', '/api/what-moves', (body) => {
        const json = JSON.parse(body) as { areas: { ratedDays: number; tags: unknown[] }[] };
        return `${json.areas[0]?.ratedDays ?? 0} rated days, ${json.areas.reduce((n, a) => n + a.tags.length, 0)} tag findings`;
      });
      for (const s of SEARCHES) {
        await measure(
          `search-${s.id}`,
          `GET /api/search?q=${s.q} (${s.id}), ${JOURNAL_TARGET.toLocaleString('en-US')} entries`,
          `/api/search?q=${encodeURIComponent(s.q)}`,
          (body) => `${(JSON.parse(body) as unknown[]).length} results on the first page`,
        );
      }
    } finally {
      await server.stop();
    }
    return { engine, seed: summary, journalEntries: added.journal, taggedCheckins: added.tagged, figures };
  } finally {
    await bench.drop();
  }
}

export async function runInsights(
  meta: Pick<PartMeta, 'commit'>,
  engines: Engine[],
): Promise<InsightsResult> {
  const startedAt = new Date().toISOString();
  const failures: string[] = [];
  const results: InsightsEngineResult[] = [];
  for (const engine of engines) {
    const measured = await attempt(failures, `insights ${ENGINE_LABEL[engine]}`, () =>
      measureEngine(engine, failures),
    );
    results.push(isError(measured) ? { engine, figures: [], error: measured.error } : measured);
  }
  return {
    part: 'insights',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: meta.commit,
    quick: SETTINGS.quick,
    failures,
    runs: RUNS,
    engines: results,
  };
}

/**
 * Baseline: the least any Fastify server on SQLite does to answer Tend's two hottest reads with the
 * same answers. It opens the bench's SQLite file with better-sqlite3 and checks the session as Tend
 * does (the token of `x-session-id` or `Authorization: Bearer`, at most 200 characters, its SHA-256
 * looked up with the user in one query; refused once past its sliding expiry or its maximum age), with
 * the celebrated milestones only for `/api/user` (decision 313). `/api/user` answers the user as Tend
 * does (the streak shown in the user's time zone, the pending milestone: core's rules); `/latest` reads
 * the newest entry and its own-area ratings in Tend's one query (decision 400) and writes the scores
 * with core's `formatScore`. The answers are byte for byte Tend's (a bench check compares them). No
 * security headers, no response schema, no logger, no other hook: the gap between this and Tend is
 * what Tend's contract (headers, zod, the NUL check, compression, error shape) costs; the gap between
 * this and node:http is Fastify, the two reads and their answers.
 */
import { hash } from 'node:crypto';
import Database from 'better-sqlite3';
import Fastify, { type FastifyRequest } from 'fastify';
import { localDay } from '../../core/dates';
import { DIMENSION_KEYS } from '../../core/dimensions';
import { isLocale } from '../../core/i18n/locales';
import { formatScore } from '../../core/scores';
import { displayedStreak, pendingMilestone } from '../../core/streak';

const url = process.env.DATABASE_URL ?? '';
if (!url.startsWith('sqlite:')) throw new Error('fastify-reads needs DATABASE_URL=sqlite:<file>');
const db = new Database(url.slice('sqlite:'.length), { fileMustExist: true });
db.pragma('journal_mode = WAL');
/** Tend's default SESSION_MAX_AGE_DAYS. */
const MAX_AGE_MS = 90 * 86_400_000;

interface SessionRow {
  id: string;
  name: string | null;
  email: string;
  current_streak: number;
  longest_streak: number;
  last_active_date: string | null;
  time_zone: string;
  created_at: string;
  locale: string | null;
  week_start: string;
  session_created_at: string;
  session_expires_at: string;
  celebrated: string | null;
}
type EntryRow = Record<string, string | number | null>;

const sessionSql = (celebrated: string) =>
  `select u.id, u.name, u.email, u.current_streak, u.longest_streak, u.last_active_date, u.time_zone,
     u.created_at, u.locale, u.week_start, s.created_at as session_created_at,
     s.expires_at as session_expires_at, ${celebrated} as celebrated
   from sessions s join users u on u.id = s.user_id where s.id_hash = ?`;
const session = db.prepare<[string], SessionRow>(sessionSql('null'));
const sessionWithMilestones = db.prepare<[string], SessionRow>(
  sessionSql(`(select group_concat(c.days, ',') from streak_celebrations c where c.user_id = u.id)`),
);
const latest = db.prepare<[string], EntryRow>(
  `select e.*, (select json_group_object(c.area_key, c.score order by c.area_key) from area_ratings c
     where c.entry_id = e.id and c.user_id = e.user_id) as area_scores
   from wellbeing_entries e where e.user_id = ? order by e.day desc limit 1`,
);

const score = (v: unknown) => formatScore(Number(v));

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-session-id'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  const auth = request.headers.authorization;
  if (auth && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim();
  return undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    account: SessionRow;
  }
  interface FastifyContextConfig {
    milestones?: boolean;
  }
}

const app = Fastify({ logger: false });
app.get('/readyz', async () => ({ status: 'ready' }));
// The session check covers the two reads only (a scope of their own), as Tend's covers its API.
await app.register(async (scoped) => {
  scoped.addHook('onRequest', (request, reply, done) => {
    const token = tokenOf(request);
    const lookup = request.routeOptions.config.milestones === true ? sessionWithMilestones : session;
    const row = token && token.length <= 200 ? lookup.get(hash('sha256', token, 'hex')) : undefined;
    const now = Date.now();
    if (
      !row ||
      !(Date.parse(row.session_expires_at) > now) ||
      !(Date.parse(row.session_created_at) + MAX_AGE_MS > now)
    ) {
      void reply.code(401).send({ message: 'Please sign in to continue.' });
      return;
    }
    request.account = row;
    done();
  });
  scoped.get('/api/user', { config: { milestones: true } }, async (request) => {
    const u = request.account;
    const currentStreak = displayedStreak(
      { currentStreak: u.current_streak, lastActiveDate: u.last_active_date },
      localDay(new Date(), u.time_zone),
    );
    const celebrated = u.celebrated ? u.celebrated.split(',').map(Number) : [];
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      createdAt: u.created_at,
      currentStreak,
      longestStreak: u.longest_streak,
      lastActiveDate: u.last_active_date,
      timeZone: u.time_zone,
      locale: isLocale(u.locale) ? u.locale : null,
      weekStart: u.week_start === 'sunday' ? 'sunday' : 'monday',
      pendingMilestone: pendingMilestone(currentStreak, celebrated),
    };
  });
  scoped.get('/api/wellbeing-entries/latest', async (request) => {
    const r = latest.get(request.account.id);
    if (!r) return null;
    const entry: Record<string, unknown> = {
      id: r.id,
      day: r.day,
      date: r.date,
      updatedAt: r.updated_at,
      overallScore: score(r.overall_score),
      notes: r.notes,
    };
    for (const area of DIMENSION_KEYS) entry[area] = score(r[area]);
    const own = r.area_scores;
    if (typeof own === 'string' && own !== '{}') {
      const scores: Record<string, string> = {};
      for (const [key, value] of Object.entries(JSON.parse(own) as Record<string, number>)) {
        scores[key] = score(value);
      }
      entry.areaScores = scores;
    }
    return entry;
  });
});
await app.listen({ port: Number(process.env.PORT ?? 5091), host: '127.0.0.1' });

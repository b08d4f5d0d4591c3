/**
 * Baseline: the least any Fastify server on SQLite does to answer Tend's two hottest reads. It opens the
 * bench's SQLite file with better-sqlite3, finds the session by the SHA-256 of `x-session-id` with the
 * same join Tend runs (user, session, celebrated milestones) and, for `/latest`, reads the newest entry
 * with the same query. No security headers, no response schema, no logger, no other hook: the gap
 * between this and Tend is what Tend's contract (headers, zod, the NUL check, compression, error
 * shape) costs; the gap between this and node:http is Fastify, the two reads and their answers.
 */
import { hash } from 'node:crypto';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { DIMENSION_KEYS } from '../../core/dimensions';

const url = process.env.DATABASE_URL ?? '';
if (!url.startsWith('sqlite:')) throw new Error('fastify-reads needs DATABASE_URL=sqlite:<file>');
const db = new Database(url.slice('sqlite:'.length), { fileMustExist: true });
db.pragma('journal_mode = WAL');

interface SessionRow {
  id: string;
  name: string;
  email: string;
  current_streak: number;
  longest_streak: number;
  last_active_date: string | null;
  time_zone: string;
  created_at: string;
  session_expires_at: string;
  celebrated: string | null;
}
type EntryRow = Record<string, string | number | null>;

const session = db.prepare<[string], SessionRow>(
  `select u.id, u.name, u.email, u.current_streak, u.longest_streak, u.last_active_date, u.time_zone,
     u.created_at, s.created_at as session_created_at, s.expires_at as session_expires_at,
     (select group_concat(c.days, ',') from streak_celebrations c where c.user_id = u.id) as celebrated
   from sessions s join users u on u.id = s.user_id where s.id_hash = ?`,
);
const latest = db.prepare<[string], EntryRow>(
  'select * from wellbeing_entries where user_id = ? order by day desc limit 1',
);

const score = (v: unknown) => (v == null ? null : Number(v).toFixed(1));

declare module 'fastify' {
  interface FastifyRequest {
    account: SessionRow;
  }
}

const app = Fastify({ logger: false });
app.get('/readyz', async () => ({ status: 'ready' }));
// The session check covers the two reads only (a scope of their own), as Tend's covers its API.
await app.register(async (scoped) => {
  scoped.addHook('onRequest', (request, reply, done) => {
    const token = request.headers['x-session-id'];
    const row = typeof token === 'string' ? session.get(hash('sha256', token, 'hex')) : undefined;
    if (!row || Date.parse(row.session_expires_at) <= Date.now()) {
      void reply.code(401).send({ message: 'Please sign in.' });
      return;
    }
    request.account = row;
    done();
  });
  scoped.get('/api/user', async (request) => {
    const u = request.account;
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      createdAt: u.created_at,
      currentStreak: u.current_streak,
      longestStreak: u.longest_streak,
      lastActiveDate: u.last_active_date,
      timeZone: u.time_zone,
      celebrated: u.celebrated ? u.celebrated.split(',').map(Number) : [],
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
    return entry;
  });
});
await app.listen({ port: Number(process.env.PORT ?? 5091), host: '127.0.0.1' });

import type { Kysely } from 'kysely';
import { isValidDay, isValidTimeZone } from '../../../core/dates';
import { DIMENSION_KEYS, isDimensionKey } from '../../../core/dimensions';
import { isMood } from '../../../core/mood';
import { rangeProblem } from '../../../core/schemas/report-range';
import { SHARE_SCOPES } from '../../../core/schemas/shares';
import { isScore, overallScore, roundToTenth } from '../../../core/scores';
import type { Database } from '../../db/schema';
import { overallOfAreas, shownAreaKeys, validateWheel, type Area } from '../../../core/areas';
import { toArea } from '../../modules/areas/areas.repository';
import { completeWheel } from '../../modules/areas/areas.service';

/**
 * Reads every stored row and lists what the API's rules do not allow: the proof that no input, however
 * hostile, got something invalid into the database.
 */
export async function storedViolations(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const check = (ok: boolean, what: string, row: { id?: unknown }) => {
    if (!ok) problems.push(`${what} (row ${String(row.id)})`);
  };
  const score = (v: unknown) => isScore(Number(v)) && Number(v) === Number(Number(v).toFixed(1));
  const iso = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && v.endsWith('Z');
  const text = (v: unknown, max: number, nullable: boolean) =>
    v === null
      ? nullable
      : typeof v === 'string' && v.trim().length > 0 && v.length <= max && !v.includes('\u0000');
  /** Which rule a stored text breaks, for the message (not the text: it may be megabytes). */
  const textProblem = (v: unknown, max: number) =>
    typeof v !== 'string'
      ? `not text (${typeof v})`
      : v.trim().length === 0
        ? `blank (${v.length} characters)`
        : v.length > max
          ? `${v.length} characters`
          : 'holds a NUL';
  const checkText = (v: unknown, max: number, nullable: boolean, what: string, row: { id?: unknown }) => {
    if (!text(v, max, nullable)) check(false, `${what}: ${textProblem(v, max)}`, row);
  };

  const users = await db.selectFrom('users').selectAll().execute();
  const userIds = new Set(users.map((u) => u.id));
  for (const u of users) {
    check(text(u.name, 100, true) && (u.name === null || u.name === u.name.trim()), 'users.name', u);
    check(/^[^\sA-Z]+@[^\sA-Z]+$/.test(u.email) && u.email.length <= 254, 'users.email', u);
    check(isValidTimeZone(u.time_zone), 'users.time_zone', u);
    check(
      Number.isInteger(Number(u.current_streak)) && Number(u.current_streak) >= 0,
      'users.current_streak',
      u,
    );
    check(u.last_active_date === null || isValidDay(u.last_active_date), 'users.last_active_date', u);
    check(iso(u.created_at), 'users.created_at', u);
    check(u.password_hash.startsWith('$argon2id$'), 'users.password_hash', u);
  }

  // Each person's wheel (decisions 340–345): the stored rows make a valid wheel; own ratings are scores
  // of areas on their owner's wheel, beside their owner's entry of the same day.
  const areaRows = await db.selectFrom('areas').selectAll().execute();
  const wheels = new Map<string, Area[]>();
  for (const r of areaRows) {
    check(userIds.has(r.user_id), 'areas.user_id', { id: r.key });
    wheels.set(r.user_id, [...(wheels.get(r.user_id) ?? []), toArea(r)]);
  }
  for (const [userId, rows] of wheels) {
    const wheel = completeWheel(rows);
    wheels.set(userId, wheel);
    for (const issue of validateWheel(wheel))
      problems.push(`areas of ${userId}: ${issue.path} ${issue.message}`);
  }
  const ownRatings = await db.selectFrom('area_ratings').selectAll().execute();
  const ownByEntry = new Map<string, Record<string, number>>();
  for (const r of ownRatings) {
    const row = { id: `${r.entry_id}/${r.area_key}` };
    check(score(r.score), 'area_ratings.score', row);
    check(
      wheels.get(r.user_id)?.some((a) => a.key === r.area_key && !a.builtIn) ?? false,
      'area_ratings.area_key',
      row,
    );
    ownByEntry.set(r.entry_id, { ...ownByEntry.get(r.entry_id), [r.area_key]: Number(r.score) });
  }

  const entries = await db.selectFrom('wellbeing_entries').selectAll().execute();
  const entryOwner = new Map(entries.map((e) => [e.id, e.user_id]));
  for (const e of entries) {
    check(userIds.has(e.user_id), 'wellbeing_entries.user_id', e);
    const scores = Object.fromEntries(DIMENSION_KEYS.map((k) => [k, Number(e[k])])) as Record<
      (typeof DIMENSION_KEYS)[number],
      number
    >;
    for (const k of DIMENSION_KEYS) check(score(e[k]), `wellbeing_entries.${k}=${String(e[k])}`, e);
    // The stored overall follows the person's wheel (decision 342): the mean of the eight by default.
    const wheel = wheels.get(e.user_id);
    const expected = wheel
      ? roundToTenth(
          overallOfAreas({ ...scores, ...ownByEntry.get(e.id) }, shownAreaKeys(wheel)) ?? Number.NaN,
        )
      : roundToTenth(overallScore(scores));
    check(Number(e.overall_score) === expected, 'wellbeing_entries.overall_score', e);
    check(isValidDay(e.day), 'wellbeing_entries.day', e);
    check(e.notes === null || !e.notes.includes('\u0000'), 'wellbeing_entries.notes', e);
  }

  const reflections = await db.selectFrom('dimension_reflections').selectAll().execute();
  for (const r of reflections) {
    check(isDimensionKey(r.dimension), 'dimension_reflections.dimension', r);
    check(score(r.score), 'dimension_reflections.score', r);
    checkText(r.notes, 5_000, true, 'dimension_reflections.notes', r);
    checkText(r.reflection, 5_000, true, 'dimension_reflections.reflection', r);
    check(
      [0, 1, true, false].includes(r.put_into_practice as number),
      'dimension_reflections.put_into_practice',
      r,
    );
    check(entryOwner.get(r.wellbeing_entry_id) === r.user_id, 'dimension_reflections.wellbeing_entry_id', r);
    check(isValidDay(r.day), 'dimension_reflections.day', r);
  }

  const journal = await db.selectFrom('journal_entries').selectAll().execute();
  for (const j of journal) {
    check(userIds.has(j.user_id), 'journal_entries.user_id', j);
    checkText(j.content, 20_000, false, 'journal_entries.content', j);
    check(
      j.title === null || (j.title.length <= 200 && !j.title.includes('\u0000')),
      'journal_entries.title',
      j,
    );
    check(isMood(Number(j.mood)), 'journal_entries.mood', j);
    check(isValidDay(j.day), 'journal_entries.day', j);
  }

  const checkins = await db.selectFrom('quick_checkins').selectAll().execute();
  const checkinOwner = new Map(checkins.map((c) => [c.id, c.user_id]));
  for (const c of checkins) {
    check(userIds.has(c.user_id), 'quick_checkins.user_id', c);
    check(score(c.core_feeling), 'quick_checkins.core_feeling', c);
    check(isValidDay(c.day), 'quick_checkins.day', c);
  }

  const spotlight = await db.selectFrom('spotlight_ratings').selectAll().execute();
  for (const s of spotlight) {
    check(userIds.has(s.user_id), 'spotlight_ratings.user_id', s);
    check(isDimensionKey(s.dimension), 'spotlight_ratings.dimension', s);
    check(score(s.score), 'spotlight_ratings.score', s);
    check(
      s.quick_checkin_id === null || checkinOwner.get(s.quick_checkin_id) === s.user_id,
      'spotlight_ratings.quick_checkin_id',
      s,
    );
    check(isValidDay(s.day), 'spotlight_ratings.day', s);
  }

  // Share links (decisions 300, 301): a hashed token, a known scope, a range the report allows, 1–90 days.
  const shares = await db.selectFrom('share_links').selectAll().execute();
  for (const l of shares) {
    check(userIds.has(l.user_id), 'share_links.user_id', l);
    check(/^[0-9a-f]{64}$/.test(l.token_hash), 'share_links.token_hash', l);
    const scope = l.scope.split(',');
    check(
      scope.length > 0 &&
        new Set(scope).size === scope.length &&
        scope.every((p) => (SHARE_SCOPES as readonly string[]).includes(p)),
      'share_links.scope',
      l,
    );
    check(
      isValidDay(l.from_day) && isValidDay(l.to_day) && rangeProblem(l.from_day, l.to_day) === null,
      'share_links range',
      l,
    );
    const days = (Date.parse(l.expires_at) - Date.parse(l.created_at)) / 86_400_000;
    check(
      iso(l.created_at) && iso(l.expires_at) && Number.isInteger(days) && days >= 1 && days <= 90,
      'share_links.expires_at',
      l,
    );
  }
  return problems;
}

import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { CORE_FEELING_KEY, DIMENSION_KEYS } from '../../../core/dimensions';
import {
  pairKey,
  type MovesKey,
  type PairSums,
  type Sums,
  type WhatMovesSums,
} from '../../../core/what-moves';
import type { Database } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

interface Range {
  from: string | undefined;
  to: string | undefined;
}

/** A number as either engine returns it (PostgreSQL: numeric and bigint as text; null for no rows). */
type Num = number | string | null;
const num = (v: Num | undefined): number => (v === null || v === undefined ? 0 : Number(v));

const inRange = (column: string, { from, to }: Range) =>
  sql.join(
    [
      ...(from ? [sql`and ${sql.ref(column)} >= ${from}`] : []),
      ...(to ? [sql`and ${sql.ref(column)} <= ${to}`] : []),
    ],
    sql` `,
  );

/**
 * The mean core feeling of each day with quick check-ins, as a double (PostgreSQL's numeric `avg`
 * costs twice as much; the sum of halves is exact, so this is the mean SQLite's `avg` gives).
 */
const coreDays = (userId: string, range: Range) => sql`
  select day, sum(cast(core_feeling as double precision)) / count(*) as v from quick_checkins
  where user_id = ${userId} ${inRange('day', range)}
  group by day`;

/**
 * The user's daily entries in range, each score cast once to a double: PostgreSQL's numeric arithmetic
 * costs far more, and the sums stay exact (scores are halves). The overall sums read it through a
 * `materialized` CTE: inlined, PostgreSQL repeats the cast in every aggregate that reads the score
 * (24 → 7 ms of backend CPU for the 44 sums of the eight areas).
 */
const entryDays = (userId: string, range: Range) => sql`
  select day, ${sql.join(
    DIMENSION_KEYS.map((k) => sql`cast(${sql.ref(k)} as double precision) as ${sql.ref(k)}`),
  )}
  from wellbeing_entries
  where user_id = ${userId} ${inRange('day', range)}`;

/**
 * Each day's ratings of the given areas of one's own, one column per key (null when unrated that day):
 * a pivot of `area_ratings` over one index range on (user_id, day) (decision 379).
 */
const ownDays = (userId: string, range: Range, own: readonly string[]) => sql`
  select day, ${sql.join(
    own.map(
      (k) => sql`max(case when area_key = ${k} then cast(score as double precision) end) as ${sql.ref(k)}`,
    ),
  )}
  from area_ratings
  where user_id = ${userId} ${inRange('day', range)} and area_key in (${sql.join(own)})
  group by day`;

const e = (key: string) => sql.ref(`e.${key}`);
/** x on the rows where y is rated too. */
const when = (x: RawBuilder<unknown>, y: RawBuilder<unknown>) =>
  sql`case when ${y} is not null then ${x} end`;
/**
 * The sums of a pair either side of which may be unrated on a day (an area of one's own): over the days
 * both were rated (decision 379).
 */
const pairColumns = (name: string, x: RawBuilder<unknown>, y: RawBuilder<unknown>) => [
  sql`count(${x} * ${y}) as ${sql.ref(`${name}_n`)}`,
  sql`sum(${when(x, y)}) as ${sql.ref(`${name}_sx`)}`,
  sql`sum(${when(sql`${x} * ${x}`, y)}) as ${sql.ref(`${name}_sxx`)}`,
  sql`sum(${when(y, x)}) as ${sql.ref(`${name}_sy`)}`,
  sql`sum(${when(sql`${y} * ${y}`, x)}) as ${sql.ref(`${name}_syy`)}`,
  sql`sum(${x} * ${y}) as ${sql.ref(`${name}_sxy`)}`,
];
const pairOf = (row: Record<string, Num>, name: string): PairSums => ({
  n: num(row[`${name}_n`]),
  sx: num(row[`${name}_sx`]),
  sy: num(row[`${name}_sy`]),
  sxx: num(row[`${name}_sxx`]),
  syy: num(row[`${name}_syy`]),
  sxy: num(row[`${name}_sxy`]),
  varies:
    varied(row[`${name}_n`], row[`${name}_sx`], row[`${name}_sxx`]) &&
    varied(row[`${name}_n`], row[`${name}_sy`], row[`${name}_syy`]),
});
/** 1 when a column takes at least two values over the rows aggregated, else 0. */
const varies = (v: RawBuilder<unknown>) => sql`case when max(${v}) > min(${v}) then 1 else 0 end`;
/**
 * Whether a dimension takes two values or more, from its count, sum and sum of squares: exact, as
 * scores are halves (n·Σx² − (Σx)² is a whole multiple of 0.25 far below 2^53).
 */
const varied = (n: Num | undefined, sum: Num | undefined, squares: Num | undefined) =>
  num(n) * num(squares) - num(sum) * num(sum) > 0;
/** A dimension on the days that also have a core feeling. */
const withCore = (key: string) => sql`case when e.bv is not null then ${e(key)} end`;

/**
 * The sums "what moves" is computed from (docs/decisions/191), added up in two statements instead of
 * reading every day: one over the user's daily entries in range (one index range on (user_id, day)),
 * left-joined to each day's mean core feeling, and one per tag over the days that carry it. `own` are
 * the areas of one's own to add (decision 379): each day's ratings of them are joined to the days, and
 * every sum that involves one is taken over the days it was rated. Without them the statements are
 * the ones of the eight alone.
 */
export async function whatMovesSums(
  db: Q,
  userId: string,
  range: Range,
  own: readonly MovesKey[] = [],
): Promise<WhatMovesSums> {
  const dims = DIMENSION_KEYS;
  // The own areas' columns in the days CTE: o0, o1… in the order of `own`.
  const o = (i: number) => sql.ref(`e.o${i}`);
  const ownIdx = own.map((_, i) => i);
  const ownColumns = [
    ...ownIdx.flatMap((i) => [
      sql`count(${o(i)}) as ${sql.ref(`on_${i}`)}`,
      sql`sum(${o(i)}) as ${sql.ref(`os_${i}`)}`,
    ]),
    ...ownIdx.flatMap((i) => [
      ...dims.flatMap((k) => pairColumns(`od_${i}_${k}`, o(i), e(k))),
      ...pairColumns(`oc_${i}`, o(i), sql`e.bv`),
      // The core feeling's daily means are not halves: whether it varies is read, not derived.
      sql`${varies(when(sql`e.bv`, o(i)))} as ${sql.ref(`oc_${i}_yv`)}`,
      ...ownIdx.slice(i + 1).flatMap((j) => pairColumns(`oo_${i}_${j}`, o(i), o(j))),
    ]),
  ];
  const ownJoin = own.length ? sql` left join (${ownDays(userId, range, own)}) od on od.day = e.day` : sql``;
  const ownSelect = own.length
    ? sql`, ${sql.join(own.map((k, i) => sql`${sql.ref(`od.${k}`)} as ${sql.ref(`o${i}`)}`))}`
    : sql``;
  const ownNulls = own.length ? sql`, ${sql.join(ownIdx.map(() => sql`null`))}` : sql``;
  const pairsOfDims = dims.flatMap((a, i) => dims.slice(i + 1).map((b) => [a, b] as const));
  const columns = [
    sql`count(e.day) as n`,
    sql`count(e.v) as core_n`,
    sql`sum(e.v) as core_sum`,
    ...dims.flatMap((k) => [
      sql`sum(${e(k)}) as ${sql.ref(`s_${k}`)}`,
      sql`sum(${e(k)} * ${e(k)}) as ${sql.ref(`q_${k}`)}`,
    ]),
    ...pairsOfDims.map(([a, b]) => sql`sum(${e(a)} * ${e(b)}) as ${sql.ref(`p_${a}_${b}`)}`),
    // The days rated in both ways: each dimension against the core feeling.
    sql`count(e.bv) as b_n`,
    sql`sum(e.bv) as b_s`,
    sql`sum(e.bv * e.bv) as b_q`,
    sql`${varies(sql`e.bv`)} as b_v`,
    ...dims.flatMap((k) => [
      sql`sum(${withCore(k)}) as ${sql.ref(`bs_${k}`)}`,
      sql`sum(${withCore(k)} * ${e(k)}) as ${sql.ref(`bq_${k}`)}`,
      sql`sum(${e(k)} * e.bv) as ${sql.ref(`bp_${k}`)}`,
    ]),
  ];
  const [overall, perTag] = await Promise.all([
    sql<Record<string, Num>>`
      with days as materialized (
        select e.*, c.v, c.v as bv${ownSelect}
        from (${entryDays(userId, range)}) e
        left join (${coreDays(userId, range)}) c on c.day = e.day${ownJoin}
        union all
        select null, ${sql.join(dims.map(() => sql`null`))}, c.v, null${ownNulls}
        from (${coreDays(userId, range)}) c
        where not exists (select 1 from wellbeing_entries w where w.user_id = ${userId} and w.day = c.day)
      )
      select ${sql.join([...columns, ...ownColumns])}
      from days e`.execute(db),
    sql<Record<string, Num> & { id: string; name: string }>`
      with tagged as (
        select tag_id, day from journal_entry_tags where user_id = ${userId} ${inRange('day', range)}
        union
        select tag_id, day from quick_checkin_tags where user_id = ${userId} ${inRange('day', range)}
      )
      select g.id, g.name, s.*
      from (
        select t.tag_id, count(e.day) as n,
          ${sql.join(dims.map((k) => sql`sum(${e(k)}) as ${sql.ref(`s_${k}`)}`))},
          count(c.v) as core_n, sum(c.v) as core_sum${
            own.length
              ? sql`, ${sql.join(
                  own.map(
                    (k, i) =>
                      sql`count(${sql.ref(`od.${k}`)}) as ${sql.ref(`on_${i}`)}, sum(${sql.ref(`od.${k}`)}) as ${sql.ref(`os_${i}`)}`,
                  ),
                )}`
              : sql``
          }
        from tagged t
        left join (${entryDays(userId, range)}) e on e.day = t.day
        left join (${coreDays(userId, range)}) c on c.day = t.day${
          own.length ? sql` left join (${ownDays(userId, range, own)}) od on od.day = t.day` : sql``
        }
        group by t.tag_id
      ) s
      join tags g on g.id = s.tag_id and g.user_id = ${userId}
      order by g.name_key`.execute(db),
  ]);

  const sumsOf = (row: Record<string, Num>): Record<MovesKey, Sums> => {
    const sums: Record<MovesKey, Sums> = {
      [CORE_FEELING_KEY]: { n: num(row.core_n), sum: num(row.core_sum) },
    };
    for (const k of dims) sums[k] = { n: num(row.n), sum: num(row[`s_${k}`]) };
    own.forEach((k, i) => (sums[k] = { n: num(row[`on_${i}`]), sum: num(row[`os_${i}`]) }));
    return sums;
  };
  const row = overall.rows[0] ?? {};
  const pairs = new Map<string, PairSums>();
  for (const [a, b] of pairsOfDims)
    pairs.set(pairKey(a, b), {
      n: num(row.n),
      sx: num(row[`s_${a}`]),
      sy: num(row[`s_${b}`]),
      sxx: num(row[`q_${a}`]),
      syy: num(row[`q_${b}`]),
      sxy: num(row[`p_${a}_${b}`]),
      varies: varied(row.n, row[`s_${a}`], row[`q_${a}`]) && varied(row.n, row[`s_${b}`], row[`q_${b}`]),
    });
  for (const k of dims)
    pairs.set(pairKey(k, CORE_FEELING_KEY), {
      n: num(row.b_n),
      sx: num(row[`bs_${k}`]),
      sy: num(row.b_s),
      sxx: num(row[`bq_${k}`]),
      syy: num(row.b_q),
      sxy: num(row[`bp_${k}`]),
      varies: varied(row.b_n, row[`bs_${k}`], row[`bq_${k}`]) && num(row.b_v) === 1,
    });
  // pairOf's x is the own area: name each pair so, whichever way pairKey orders it.
  const setPair = (a: MovesKey, b: MovesKey, p: PairSums) => {
    const swapped = pairKey(a, b) !== `${a} ${b}`;
    pairs.set(pairKey(a, b), swapped ? { ...p, sx: p.sy, sy: p.sx, sxx: p.syy, syy: p.sxx } : p);
  };
  own.forEach((k, i) => {
    for (const d of dims) setPair(k, d, pairOf(row, `od_${i}_${d}`));
    const core = pairOf(row, `oc_${i}`);
    setPair(k, CORE_FEELING_KEY, {
      ...core,
      varies: varied(row[`oc_${i}_n`], row[`oc_${i}_sx`], row[`oc_${i}_sxx`]) && num(row[`oc_${i}_yv`]) === 1,
    });
    own.slice(i + 1).forEach((k2, d) => setPair(k, k2, pairOf(row, `oo_${i}_${i + 1 + d}`)));
  });
  return {
    totals: sumsOf(row),
    tags: perTag.rows.map((t) => ({ id: t.id, name: t.name, sums: sumsOf(t) })),
    pairs,
  };
}

import type { QueryClient } from '@tanstack/react-query';
import { DIMENSION_KEYS, isDimensionKey, type DimensionKey } from '../../core/dimensions';
import { carryForward, formatScore, overallScore, readScore } from '../../core/scores';
import type { ApiDimensionReflection } from '../../core/schemas/reflections';
import type { ApiWellbeingEntry } from '../../core/schemas/wellbeing';
import type { Page } from './http/paging';
import { queryKeys } from './query-keys';
import { overallOfAreas, shownAreaKeys } from '../../core/areas';
import type { ApiArea } from '../../core/schemas/areas';
import type { ApiDay, ApiOneDay } from '../../core/schemas/days';
import { editReflectionPages } from './reflections';

/** Newest day first, as the API lists entries; a later write on the same day replaces the old copy. */
export function withEntry(list: readonly ApiWellbeingEntry[], entry: ApiWellbeingEntry): ApiWellbeingEntry[] {
  const others = list.filter((e) => e.id !== entry.id && e.day !== entry.day);
  const at = others.findIndex((e) => e.day < entry.day);
  return at === -1 ? [...others, entry] : [...others.slice(0, at), entry, ...others.slice(at)];
}

/** A cached list of entries: the whole list, or one page of the newest (`Page`). */
type EntryList = ApiWellbeingEntry[] | Page<ApiWellbeingEntry>;

function withEntryIn(data: EntryList, entry: ApiWellbeingEntry, limit: number | undefined): EntryList {
  if (Array.isArray(data)) return withEntry(data, entry);
  const items = withEntry(data.items, entry);
  // A page of the newest `limit` keeps its size: a new newest entry pushes the oldest one off it.
  return { ...data, items: limit !== undefined && items.length > limit ? items.slice(0, limit) : items };
}

/** The day summaries of a range after a rating on `entry.day` (the range's key holds from and to). */
export function withDaySummary(
  days: readonly ApiDay[],
  entry: ApiWellbeingEntry,
  addedReflections: number,
): ApiDay[] {
  const scores = Object.fromEntries(DIMENSION_KEYS.map((k) => [k, entry[k]])) as Record<DimensionKey, string>;
  const existing = days.find((d) => d.day === entry.day);
  const next: ApiDay = existing
    ? {
        ...existing,
        overallScore: entry.overallScore,
        scores,
        areaScores: entry.areaScores ?? {},
        reflectionCount: existing.reflectionCount + addedReflections,
      }
    : {
        day: entry.day,
        overallScore: entry.overallScore,
        scores,
        areaScores: entry.areaScores ?? {},
        coreFeeling: null,
        checkinCount: 0,
        journalCount: 0,
        reflectionCount: addedReflections,
      };
  return [...days.filter((d) => d.day !== entry.day), next].sort((a, b) => (a.day < b.day ? -1 : 1));
}

/**
 * Puts a saved entry (the answer of the day-rating PUT or of the spotlight POST) into every cached
 * read that shows it, instead of refetching them (decision 115): the entries list, the latest
 * entry, today's entry and any loaded calendar range that holds its day.
 */
export function applySavedEntry(
  queryClient: QueryClient,
  entry: ApiWellbeingEntry,
  opts: { today: string; reflection?: ApiDimensionReflection | null },
): void {
  const { today, reflection = null } = opts;
  // The full list and every page of the newest entries (Home, Progress), which keep their length.
  for (const [key, data] of queryClient.getQueriesData<EntryList>({
    queryKey: queryKeys.wellbeingEntries.list(),
  })) {
    const limit = (key[2] as { limit?: number } | undefined)?.limit;
    if (data) queryClient.setQueryData(key, withEntryIn(data, entry, limit));
  }
  const latestKey = queryKeys.wellbeingEntries.latest();
  const latest = queryClient.getQueryData<ApiWellbeingEntry | null>(latestKey);
  // A back-filled day is not the latest unless nothing later exists.
  if (latest === null || (latest && (latest.id === entry.id || latest.day <= entry.day))) {
    queryClient.setQueryData(latestKey, entry);
  } else if (latest === undefined) {
    void queryClient.invalidateQueries({ queryKey: latestKey, refetchType: 'none' });
  }
  if (entry.day === today) queryClient.setQueryData(queryKeys.wellbeingEntries.today(), entry);

  for (const [key, days] of queryClient.getQueriesData<ApiDay[]>({ queryKey: queryKeys.days.all })) {
    const [, kind, from, to] = key as readonly unknown[];
    if (kind !== 'range' || !days || typeof from !== 'string' || typeof to !== 'string') continue;
    if (entry.day < from || entry.day > to) continue;
    queryClient.setQueryData(key, withDaySummary(days, entry, reflection ? 1 : 0));
  }
  queryClient.setQueryData<ApiOneDay>(queryKeys.days.detail(entry.day), (detail) =>
    detail
      ? {
          ...detail,
          entry,
          reflections: reflection
            ? [reflection, ...detail.reflections.filter((r) => r.id !== reflection.id)]
            : detail.reflections,
        }
      : detail,
  );

  if (reflection) {
    editReflectionPages(queryClient, reflection.dimension, (list, first) =>
      first ? [reflection, ...list.filter((r) => r.id !== reflection.id)] : list,
    );
  }
  // Reports average the scores; they are read again when next shown, not now.
  void queryClient.invalidateQueries({ queryKey: queryKeys.reports.all, refetchType: 'none' });
}

/**
 * A rating made without a network (decision 150): the cached views show it at once. The entry is
 * built the way the server will build it — that day's cached entry, or the latest earlier one carried
 * forward, or 5.0 — and replaced by the server's own answer once the write has synced.
 */
export function applyQueuedRatings(
  queryClient: QueryClient,
  input: { day: string; today: string; ratings: Partial<Record<string, number>>; pendingId: string },
): void {
  const { day, today, ratings } = input;
  const list = queryClient
    .getQueriesData<EntryList>({ queryKey: queryKeys.wellbeingEntries.list() })
    .flatMap(([, data]) => (data ? (Array.isArray(data) ? data : data.items) : []));
  const todayEntry = queryClient.getQueryData<ApiWellbeingEntry | null>(queryKeys.wellbeingEntries.today());
  const latest = queryClient.getQueryData<ApiWellbeingEntry | null>(queryKeys.wellbeingEntries.latest());
  const known = [...(todayEntry ? [todayEntry] : []), ...(latest ? [latest] : []), ...list];
  const same = known.find((e) => e.day === day);
  const earlier = known.filter((e) => e.day < day).sort((a, b) => (a.day < b.day ? 1 : -1))[0];
  const base = same ?? earlier;
  const builtIn = Object.fromEntries(Object.entries(ratings).filter(([k]) => isDimensionKey(k))) as Partial<
    Record<DimensionKey, number>
  >;
  const scores = carryForward(
    base && Object.fromEntries(DIMENSION_KEYS.map((k) => [k, readScore(base[k])])),
    builtIn,
  );
  // Ratings of areas of one's own are that day's only, never carried forward (decision 341).
  const areaScores: Record<string, string> = { ...(same?.areaScores ?? {}) };
  for (const [k, v] of Object.entries(ratings))
    if (!isDimensionKey(k) && v !== undefined) areaScores[k] = formatScore(v);
  // The overall is the mean of the areas shown now that have a score (decision 342).
  const wheel = queryClient.getQueryData<ApiArea[]>(queryKeys.areas.list());
  const means: Record<string, number> = { ...scores };
  for (const [k, v] of Object.entries(areaScores)) means[k] = Number(v);
  const overall = wheel ? overallOfAreas(means, shownAreaKeys(wheel)) : overallScore(scores);
  const now = new Date().toISOString();
  const entry: ApiWellbeingEntry = {
    id: same?.id ?? input.pendingId,
    day,
    date: same?.date ?? now,
    updatedAt: now,
    notes: same?.notes ?? null,
    overallScore: formatScore(overall ?? overallScore(scores)),
    areaScores,
    ...(Object.fromEntries(DIMENSION_KEYS.map((k) => [k, formatScore(scores[k])])) as Record<
      DimensionKey,
      string
    >),
  };
  applySavedEntry(queryClient, entry, { today });
}

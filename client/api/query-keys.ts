/** The keys of a resource read as one list: `all`, and `list()` under it. */
function listed<const Name extends string>(name: Name) {
  return { all: [name] as const, list: () => [name, 'list'] as const };
}

/**
 * One key factory per resource. Every key starts with the resource's `all` key, so
 * `invalidateQueries({ queryKey: queryKeys.journal.all })` refreshes everything of that resource.
 */
export const queryKeys = {
  config: ['config'] as const,
  user: {
    all: ['user'] as const,
    current: () => ['user', 'current'] as const,
  },
  sessions: listed('sessions'),
  passkeys: listed('passkeys'),
  wellbeingEntries: {
    ...listed('wellbeing-entries'),
    /** The newest `limit` entries (one page): what Home and Progress draw. */
    newest: (limit: number) => ['wellbeing-entries', 'list', { limit }] as const,
    latest: () => ['wellbeing-entries', 'latest'] as const,
    today: () => ['wellbeing-entries', 'today'] as const,
  },
  reflections: {
    all: ['dimension-reflections'] as const,
    byDimension: (dimension: string) => ['dimension-reflections', dimension] as const,
    /** The reflections screen's pages of an area (an infinite query; under byDimension, so its invalidation reaches them). */
    pages: (dimension: string) => ['dimension-reflections', dimension, 'pages'] as const,
    /** One reflection opened from a search (under byDimension, like the pages). */
    one: (dimension: string, id: string) => ['dimension-reflections', dimension, 'one', id] as const,
  },
  journal: {
    ...listed('journal-entries'),
    /** The pages loaded so far on /journal (an infinite query). */
    pages: () => ['journal-entries', 'pages'] as const,
  },
  quickCheckins: listed('quick-checkins'),
  spotlightRatings: listed('spotlight-ratings'),
  targets: { all: ['targets'] as const },
  /** The person's wheel: their areas in order (decision 350). */
  areas: listed('areas'),
  tags: listed('tags'),
  whatMoves: { all: ['what-moves'] as const },
  search: {
    all: ['search'] as const,
    query: (q: string, kind: string) => ['search', kind, q] as const,
  },
  days: {
    all: ['days'] as const,
    range: (from: string, to: string) => ['days', 'range', from, to] as const,
    detail: (day: string) => ['days', 'detail', day] as const,
  },
  progress: {
    all: ['progress'] as const,
    range: (range: string) => ['progress', range] as const,
    /** The range's total alone (`points=none`, decision 311). */
    total: (range: string) => ['progress', 'total', range] as const,
  },
  reports: {
    all: ['reports'] as const,
    weekly: (weekStart: string) => ['reports', 'weekly', weekStart] as const,
    monthly: (month: string) => ['reports', 'monthly', month] as const,
    range: (from: string, to: string, parts: readonly string[]) =>
      ['reports', 'range', from, to, parts.join(',')] as const,
  },
  reminders: {
    all: ['reminders'] as const,
    settings: () => ['reminders', 'settings'] as const,
  },
  shares: listed('shares'),
  who5: {
    all: ['who5'] as const,
    /** The newest results, one page (Progress, the questionnaire's comparison). */
    history: () => ['who5', 'history'] as const,
    offer: () => ['who5', 'offer'] as const,
  },
};

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
  wellbeingEntries: {
    all: ['wellbeing-entries'] as const,
    list: () => ['wellbeing-entries', 'list'] as const,
    latest: () => ['wellbeing-entries', 'latest'] as const,
    today: () => ['wellbeing-entries', 'today'] as const,
  },
  reflections: {
    all: ['dimension-reflections'] as const,
    byDimension: (dimension: string) => ['dimension-reflections', dimension] as const,
  },
  journal: {
    all: ['journal-entries'] as const,
    list: () => ['journal-entries', 'list'] as const,
  },
  quickCheckins: {
    all: ['quick-checkins'] as const,
    list: () => ['quick-checkins', 'list'] as const,
  },
  spotlightRatings: {
    all: ['spotlight-ratings'] as const,
    list: () => ['spotlight-ratings', 'list'] as const,
  },
  days: {
    all: ['days'] as const,
    range: (from: string, to: string) => ['days', 'range', from, to] as const,
    detail: (day: string) => ['days', 'detail', day] as const,
  },
  reports: {
    all: ['reports'] as const,
    weekly: (weekStart: string) => ['reports', 'weekly', weekStart] as const,
    monthly: (month: string) => ['reports', 'monthly', month] as const,
  },
};

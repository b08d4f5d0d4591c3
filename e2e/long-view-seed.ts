/**
 * Browser-test support for the long view (decision 265): three years of daily history, one wellbeing
 * entry every day ending today (so the all-time total is exactly 1095), check-ins on most days and
 * tagged journal entries, written through the test-data factory (progress-seed.ts).
 */
import { DIMENSION_KEYS } from '../core/dimensions';
import { seededRandom, type Scores } from '../server/test/factory';
import { addDays, londonToday, seedHistory } from './progress-seed';

export const THREE_YEARS = 1095;

const half = (x: number) => Math.min(10, Math.max(0, Math.round(x * 2) / 2));

export function seedThreeYears(userId: string, days = THREE_YEARS): void {
  const today = londonToday();
  const r = seededRandom(32);
  seedHistory(userId, (h) => {
    for (let i = 0; i < days; i++) {
      const day = addDays(today, -(days - 1 - i));
      const season = Math.sin((i / 365) * 2 * Math.PI);
      const lateNight = r.chance(0.2);
      const exercise = r.chance(0.35);
      const values = Object.fromEntries(
        DIMENSION_KEYS.map((k, j) => [k, half(5.5 + season * (1 + j / 8) + r.normal() * 0.8)]),
      ) as Scores;
      if (lateNight) values.sleep = half(values.sleep - 2.5);
      if (exercise) values.exercise = half(values.exercise + 2);
      values.diet = half((values.diet + values.exercise) / 2);
      h.entry({ day }, values);
      if (r.chance(0.6)) {
        const tags = [...(lateNight ? ['late night'] : []), ...(exercise ? ['exercise'] : [])];
        h.checkin({ day }, half(values.sleep * 0.6 + 3 + r.normal()), { tags });
      }
      if (r.chance(0.25)) {
        h.journal({ day }, { content: 'A day.', mood: 5, tags: r.chance(0.3) ? ['work'] : [] });
      }
    }
  });
}

/**
 * Browser-test helpers of the wheel and check-in specs: rate an area through the rating sheet, and seed
 * a streak by back-filling past days through the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, londonToday } from './progress-seed';
import { expect } from './fixtures';

/** The sheet's slider question per area label (client/shared/wellbeing/things-to-consider.ts). */
export const QUESTIONS: Record<string, string> = {
  Sleep: 'How satisfied are you with your sleep lately?',
  Movement: 'How satisfied are you with how much you move?',
  Diet: 'How satisfied are you with how you eat and drink?',
  Social: 'How satisfied are you with your social life?',
  Achievements: 'How satisfied are you with what you are achieving?',
  Relationships: 'How satisfied are you with your close relationships?',
  Creativity: 'How satisfied are you with your creative life?',
  Finance: 'How satisfied are you with your finances?',
};

export function wheelSegment(page: Page, label: string) {
  return page.getByRole('button', { name: new RegExp(`^${label}, \\d+\\.\\d out of 10`) });
}

export function sheet(page: Page) {
  return page.getByRole('dialog');
}

/** Moves a focused 0–10 step-0.5 slider from its current value to `target` with the arrow keys. */
export async function setSlider(page: Page, name: string, from: number, target: number) {
  const slider = page.getByRole('slider', { name });
  await slider.focus();
  const steps = Math.round((target - from) * 2);
  for (let i = 0; i < Math.abs(steps); i += 1)
    await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', String(target));
}

/** Opens an area from the wheel, sets its score (and optional texts), saves and waits for the toast. */
export async function rateArea(
  page: Page,
  label: string,
  from: number,
  to: number,
  texts: { notes?: string; whereToStart?: string } = {},
) {
  await wheelSegment(page, label).click();
  // Named, because a streak celebration (another dialog) may open as soon as this one closes.
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog.getByRole('heading', { name: label })).toBeVisible();
  await setSlider(page, QUESTIONS[label] as string, from, to);
  if (texts.notes !== undefined) await dialog.getByLabel('Notes').fill(texts.notes);
  if (texts.whereToStart !== undefined) await dialog.getByLabel('Where to start').fill(texts.whereToStart);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${label} score updated successfully` }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await sheetEntryGone(page);
}

/**
 * A closed sheet takes away the history entry it added (Back closes an open sheet, decision 102) by
 * going back, which the browser does a moment later: a navigation made before then is undone by it.
 */
export async function sheetEntryGone(page: Page): Promise<void> {
  await page.waitForFunction(() => !(history.state as { tendModal?: string } | null)?.tendModal);
}

/**
 * Gives a user a streak of `days` active days ending yesterday (Europe/London, the tests' zone), by
 * back-filling those days through the API (decision 113): the server computes streaks from active days.
 */
export async function seedStreak(request: APIRequestContext, sessionId: string, days: number): Promise<void> {
  const today = londonToday();
  for (let i = days; i >= 1; i -= 1) {
    // A journal entry marks its day active without touching the wheel's scores.
    const response = await request.post('/api/journal-entries', {
      headers: { 'x-session-id': sessionId },
      data: { content: 'A few lines to keep the streak.', mood: 6, day: addDays(today, -i) },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

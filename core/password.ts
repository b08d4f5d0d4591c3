/** Password strength of docs/product.md §5: 25 points for each criterion met. */
export type PasswordCriterion = 'length' | 'lowercase' | 'uppercase' | 'number';

export type StrengthPoints = 0 | 25 | 50 | 75 | 100;

export interface PasswordStrength {
  /** The spec's points: 25 for each criterion met. */
  score: StrengthPoints;
  /** The points the label stands for: `score`, or less when the password is easy to guess. */
  level: StrengthPoints;
  /** The spec's label of `level` (Very Weak … Strong). */
  label: 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';
  missing: PasswordCriterion[];
  /** The spec's "Add …" hint listing the missing parts, or null at 100. */
  hint: string | null;
  /** Why the label is lower than the points say (`GUESSABLE_REASON`, `FAIRLY_GUESSABLE_REASON`), or null. */
  lowered: string | null;
}

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;
export const MIN_PASSWORD_SCORE = 50;

const CRITERIA: { key: PasswordCriterion; test: (p: string) => boolean; hint: string }[] = [
  { key: 'length', test: (p) => [...p].length >= MIN_PASSWORD_LENGTH, hint: 'at least 8 characters' },
  { key: 'lowercase', test: (p) => /[a-z]/.test(p), hint: 'a lowercase letter' },
  { key: 'uppercase', test: (p) => /[A-Z]/.test(p), hint: 'an uppercase letter' },
  { key: 'number', test: (p) => /[0-9]/.test(p), hint: 'a number' },
];

const LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/**
 * How hard a password is to guess, 0–4 (zxcvbn's score), given words the person's own details make
 * easy to guess (their email, name, the app's name). See core/password-guessing.ts.
 */
export type GuessScorer = (password: string, userInputs: readonly string[]) => 0 | 1 | 2 | 3 | 4;

/** zxcvbn scores only the first 100 characters: its matching grows fast with length. */
const SCORED_CHARACTERS = 100;

/**
 * A `GuessScorer` over a zxcvbn-ts factory's `check` (core/password-guessing.ts builds one for the
 * browser, server/lib/passwords.ts one loaded on the first password check). Only the first 100
 * characters are scored: a longer password is not made guessable by what follows.
 */
export function guessScorerOf(
  check: (password: string, userInputs: string[]) => { score: 0 | 1 | 2 | 3 | 4 },
): GuessScorer {
  return (password, userInputs) => check(password.slice(0, SCORED_CHARACTERS), [...userInputs]).score;
}

export interface StrengthOptions {
  /** Without one (before it has loaded in the browser) only the spec's four criteria count. */
  scorer?: GuessScorer | undefined;
  userInputs?: readonly string[];
}

/** Said under the meter when guessability lowered its label below Fair (decision 257). */
export const GUESSABLE_REASON =
  'Easy to guess: it looks like a common password, word, date or keyboard pattern, or uses your own email or name.';

/** Said under the meter when guessability lowered its label, but not below Fair. */
export const FAIRLY_GUESSABLE_REASON =
  'Rated lower because it is fairly easy to guess: another word or a few more characters would help.';

/**
 * The spec's meter (docs/product.md §5: 25 points per criterion met, its labels and its "Add …" hint),
 * whose label guessability may only lower, saying why (decision 257). Guessability counts once the
 * password has its 8 characters: zxcvbn finds every short password guessable, and a short one is
 * refused for its length anyway, so "abc" stays the spec's 25 → Weak with its "Add …" hint. From 8
 * characters each zxcvbn score step is worth 25 points and the label is the lower of the two, so
 * "Password1" meets all four criteria yet reads Very Weak. The same function decides the server's
 * rule (`passwordProblem`), so the meter and the server always agree.
 */
export function passwordStrength(password: string, options: StrengthOptions = {}): PasswordStrength {
  const missing = CRITERIA.filter((c) => !c.test(password));
  const met = CRITERIA.length - missing.length;
  const hints = missing.map((c) => c.hint);
  const scored = options.scorer && password && !missing.some((c) => c.key === 'length');
  const guess = scored && options.scorer ? options.scorer(password, options.userInputs ?? []) : 4;
  const level = Math.min(met, guess);
  return {
    score: (met * 25) as StrengthPoints,
    level: (level * 25) as StrengthPoints,
    label: LABELS[level] ?? 'Very Weak',
    missing: missing.map((c) => c.key),
    hint: hints.length > 0 ? `Add ${joinList(hints)}` : null,
    lowered:
      level >= met ? null : level * 25 < MIN_PASSWORD_SCORE ? GUESSABLE_REASON : FAIRLY_GUESSABLE_REASON,
  };
}

/** The person's own details a password must not be built from. */
export function passwordUserInputs(details: { email?: string | null; name?: string | null }): string[] {
  const inputs = ['tend', 'wellbeing', 'tendwellbeing'];
  const email = details.email?.trim().toLowerCase();
  if (email) {
    inputs.push(email);
    const [local, domain] = email.split('@');
    if (local) inputs.push(local, ...local.split(/[._+-]+/).filter((p) => p.length >= 3));
    if (domain) inputs.push(domain.split('.')[0] ?? domain);
  }
  const name = details.name?.trim().toLowerCase();
  if (name) inputs.push(name, ...name.split(/\s+/).filter((p) => p.length >= 3));
  return inputs;
}

function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export const TOO_GUESSABLE =
  'This password is too common or too easy to guess. Please choose one that is harder to guess.';

/**
 * The server's rule (docs/product.md §10): at least 8 characters and a strength of at least 50 — with a
 * scorer, the level guessability leaves. Returns the reason the password is refused, or null.
 */
export function passwordProblem(password: string, options: StrengthOptions = {}): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters.';
  if (password.length > MAX_PASSWORD_LENGTH) return 'Password must be at most 256 characters.';
  if (passwordStrength(password).score < MIN_PASSWORD_SCORE) {
    return 'Password too weak. Please choose a stronger password.';
  }
  if (passwordStrength(password, options).level < MIN_PASSWORD_SCORE) return TOO_GUESSABLE;
  return null;
}

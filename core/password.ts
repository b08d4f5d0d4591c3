/** Password strength of spec §5: 25 points for each criterion met. */
export type PasswordCriterion = 'length' | 'lowercase' | 'uppercase' | 'number';

export interface PasswordStrength {
  score: 0 | 25 | 50 | 75 | 100;
  label: 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';
  missing: PasswordCriterion[];
  /** "Add …" hint listing the missing parts, or null at 100. */
  hint: string | null;
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

export function passwordStrength(password: string): PasswordStrength {
  const missing = CRITERIA.filter((c) => !c.test(password));
  const met = CRITERIA.length - missing.length;
  const hints = missing.map((c) => c.hint);
  return {
    score: (met * 25) as PasswordStrength['score'],
    label: LABELS[met] ?? 'Very Weak',
    missing: missing.map((c) => c.key),
    hint: hints.length === 0 ? null : `Add ${joinList(hints)}`,
  };
}

function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * The server's rule (DESIGN §3): at least 8 characters and a strength of at least 50.
 * Returns the reason the password is refused, or null when it is acceptable.
 */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters.';
  if (password.length > MAX_PASSWORD_LENGTH) return 'Password must be at most 256 characters.';
  if (passwordStrength(password).score < MIN_PASSWORD_SCORE) {
    return 'Password too weak. Please choose a stronger password.';
  }
  return null;
}

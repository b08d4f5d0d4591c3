import { describe, expect, it } from 'vitest';
import {
  GUESSABLE_REASON,
  TOO_GUESSABLE,
  passwordProblem,
  passwordStrength,
  passwordUserInputs,
} from './password';
import { createGuessScorer } from './password-guessing';

const scorer = createGuessScorer();
const inputs = passwordUserInputs({ email: 'victim@example.com', name: 'Vic Tim' });

describe('password strength with guessability (decision 091)', () => {
  // Every one of these passed the four criteria on main; the audit signed up with them.
  it.each([
    'Summer2024',
    'Password2024',
    'Winter2024',
    'aaaaaaaa',
    'abcdefgh',
    '87654321a',
    'tendtend1',
    'victim@example.com',
    'Password1',
  ])('refuses %j, and the meter shows it below Fair', (password) => {
    expect(passwordProblem(password, { scorer, userInputs: inputs })).not.toBeNull();
    expect(passwordStrength(password, { scorer, userInputs: inputs }).level).toBeLessThan(50);
  });

  it('shows "Password1" with the spec’s 100 points, lowered to Very Weak, saying why (decision 257)', () => {
    const s = passwordStrength('Password1', { scorer, userInputs: inputs });
    expect(s).toMatchObject({ score: 100, level: 0, label: 'Very Weak', missing: [], hint: null });
    expect(s.lowered).toBe(GUESSABLE_REASON);
    expect(passwordProblem('Password1', { scorer, userInputs: inputs })).toBe(TOO_GUESSABLE);
  });

  it.each([
    ['abc', 25, 'Weak'],
    ['aB3', 75, 'Good'],
    ['Abcdef1', 75, 'Good'],
  ])(
    'keeps the spec’s label for %j under 8 characters: guessability counts from 8 (%i → %s)',
    (p, score, label) => {
      const s = passwordStrength(p, { scorer, userInputs: inputs });
      expect(s).toMatchObject({ score, level: score, label, lowered: null });
      expect(s.hint).toMatch(/^Add at least 8 characters/);
    },
  );

  it("refuses the account's own email and name", () => {
    const mine = passwordUserInputs({ email: 'rosalind.franklin@example.org', name: 'Rosalind' });
    for (const p of ['rosalind.franklin@example.org', 'Rosalind1', 'Franklin99']) {
      expect(passwordProblem(p, { scorer, userInputs: mine }), p).not.toBeNull();
    }
  });

  it.each(['Blue-Heron-42', 'Quiet-River-58', 'correct horse battery staple', 'Kestrel-Moon-7'])(
    'accepts %j, and the meter agrees (at least Fair)',
    (password) => {
      expect(passwordProblem(password, { scorer, userInputs: inputs })).toBeNull();
      expect(passwordStrength(password, { scorer, userInputs: inputs }).level).toBeGreaterThanOrEqual(50);
    },
  );

  it('keeps the spec labels and points without a scorer (before the dictionaries load)', () => {
    expect(passwordStrength('Password1')).toMatchObject({
      score: 100,
      level: 100,
      label: 'Strong',
      hint: null,
      lowered: null,
    });
  });

  it('meter and server rule agree on every password of a sample', () => {
    const sample = [
      'Password1',
      'Blue-Heron-42',
      'abc',
      'Abcdefg1',
      'Summer2024!x',
      'tendtend1',
      'Zz9-zz9-zz9',
    ];
    for (const p of sample) {
      const meterOk = passwordStrength(p, { scorer, userInputs: inputs }).level >= 50;
      const serverOk = passwordProblem(p, { scorer, userInputs: inputs }) === null;
      expect(meterOk, p).toBe(serverOk);
    }
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HARD_TO_GUESS_HINT, passwordProblem } from '../../../core/password';
import { PasswordStrengthMeter } from './password-strength-meter';
import { loadGuessScorer } from './use-guess-scorer';

function text(password: string): string {
  return renderToStaticMarkup(<PasswordStrengthMeter id="m" password={password} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('PasswordStrengthMeter', () => {
  it('shows nothing before anything is typed', () => {
    expect(text('')).toBe('');
  });

  it.each([
    ['!!!', 'Very Weak', 'Add at least 8 characters, a lowercase letter, an uppercase letter and a number'],
    ['abc', 'Weak', 'Add at least 8 characters, an uppercase letter and a number'],
    ['abcdefgh', 'Fair', 'Add an uppercase letter and a number'],
    ['abcdefgH', 'Good', 'Add a number'],
  ])('%s → %s with the "Add …" hint', (password, label, hint) => {
    expect(text(password)).toBe(`Password strength: ${label} ${hint}`);
  });

  it('shows Strong without a hint at 100', () => {
    expect(text('abcdefgH1')).toBe('Password strength: Strong');
  });

  it('fills one segment per 25 points', () => {
    const html = renderToStaticMarkup(<PasswordStrengthMeter id="m" password="abcdefgH" />);
    expect(html.match(/bg-lime-600/g)).toHaveLength(3);
  });
});

// Runs last: once loaded, the scorer stays loaded for the rest of the file.
describe('PasswordStrengthMeter with the server’s guessability scoring (issue 14)', () => {
  it('shows "Password1" as Very Weak — on main it showed Strong, then the server refused it', async () => {
    await loadGuessScorer();
    expect(text('Password1')).toBe(`Password strength: Very Weak ${HARD_TO_GUESS_HINT}`);
    // The server's rule is the same function with the same scorer.
    expect(passwordProblem('Password1', { scorer: await loadGuessScorer() })).not.toBeNull();
  });

  it("caps the level for the person's own email", async () => {
    await loadGuessScorer();
    const html = renderToStaticMarkup(
      <PasswordStrengthMeter id="m" password="Gardener@example.com1" email="gardener@example.com" />,
    );
    expect(html).not.toContain('Strong');
  });

  it('still shows Strong for a strong password', async () => {
    await loadGuessScorer();
    expect(text('Blue-Heron-42')).toBe('Password strength: Strong');
  });
});

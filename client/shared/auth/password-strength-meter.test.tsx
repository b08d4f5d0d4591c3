import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUESSABLE_REASON, passwordProblem } from '../../../core/password';
import { PasswordStrengthMeter } from './password-strength-meter';
import { loadGuessScorer } from './use-guess-scorer';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '../../lib/i18n';

// The messages are Lingui's (decision 445): English, the spec's words, is loaded first.
beforeAll(() => activateLocale('en'));

/** The meter's markup, with the app's messages (decision 445). */
function markup(meter: ReactElement): string {
  return renderToStaticMarkup(<I18nProvider i18n={i18n}>{meter}</I18nProvider>);
}

function text(password: string): string {
  return markup(<PasswordStrengthMeter id="m" password={password} />)
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
    const html = markup(<PasswordStrengthMeter id="m" password="abcdefgH" />);
    expect(html.match(/bg-lime-600/g)).toHaveLength(3);
  });
});

// Runs last: once loaded, the scorer stays loaded for the rest of the file.
describe('PasswordStrengthMeter with the server’s guessability scoring (decision 257)', () => {
  it.each([
    ['abc', 'Weak', 'Add at least 8 characters, an uppercase letter and a number'],
    ['aB3', 'Good', 'Add at least 8 characters'],
    ['!!!', 'Very Weak', 'Add at least 8 characters, a lowercase letter, an uppercase letter and a number'],
  ])(
    'keeps the spec’s points, label and hint for %j (on main "abc" read Very Weak)',
    async (p, label, hint) => {
      await loadGuessScorer();
      expect(text(p)).toBe(`Password strength: ${label} ${hint}`);
    },
  );

  it('lowers "Password1" to Very Weak and says why — on main it showed Strong, then the server refused it', async () => {
    await loadGuessScorer();
    expect(text('Password1')).toBe(`Password strength: Very Weak ${GUESSABLE_REASON}`);
    // The server's rule is the same function with the same scorer.
    expect(passwordProblem('Password1', { scorer: await loadGuessScorer() })).not.toBeNull();
  });

  it('lowers a guessable password that still misses a criterion, keeping its "Add …" hint', async () => {
    await loadGuessScorer();
    expect(text('abcdefgh')).toBe(
      `Password strength: Very Weak Add an uppercase letter and a number ${GUESSABLE_REASON}`,
    );
    // Two criteria met: two segments, in the colour of the lowered label.
    const html = markup(<PasswordStrengthMeter id="m" password="abcdefgh" />);
    expect(html.match(/bg-destructive/g)).toHaveLength(2);
  });

  it("caps the level for the person's own email", async () => {
    await loadGuessScorer();
    const html = markup(
      <PasswordStrengthMeter id="m" password="Gardener@example.com1" email="gardener@example.com" />,
    );
    expect(html).not.toContain('Strong');
    expect(html).toContain(GUESSABLE_REASON);
  });

  it('still shows Strong, with nothing more, for a strong password', async () => {
    await loadGuessScorer();
    expect(text('Blue-Heron-42')).toBe('Password strength: Strong');
  });
});

describe('PasswordStrengthMeter in German (decision 445)', () => {
  beforeAll(() => activateLocale('de'));
  afterAll(() => activateLocale('en'));

  it('says its label and its hint in German, the parts joined the German way', () => {
    expect(text('!!!')).toBe(
      'Passwortstärke: Sehr schwach Füge mindestens 8 Zeichen, einen Kleinbuchstaben, einen Großbuchstaben und eine Zahl hinzu',
    );
    // Guessable (the scorer is loaded by the suites above): the label lowered, and why, in German.
    expect(text('abcdefgH')).toBe(
      'Passwortstärke: Schwach Füge eine Zahl hinzu Leicht zu erraten: Es sieht aus wie ein verbreitetes Passwort, ein Wort, ein Datum oder ein Tastaturmuster oder enthält deine E-Mail-Adresse oder deinen Namen.',
    );
  });
});

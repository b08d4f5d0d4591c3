import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

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

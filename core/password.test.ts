import { describe, it, expect } from 'vitest';
import { MIN_PASSWORD_SCORE, passwordProblem, passwordStrength } from './password';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 25, 'Weak'],
    ['abcdefgh', 50, 'Fair'],
    ['abcdefgH', 75, 'Good'],
    ['abcdefH1', 100, 'Strong'],
    ['ABCDEFGH', 50, 'Fair'],
    ['12345678', 50, 'Fair'],
    ['aA1', 75, 'Good'],
  ])('scores %j as %j (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });

  it('counts length at 8 characters, not 7', () => {
    expect(passwordStrength('abcdefg').missing).toContain('length');
    expect(passwordStrength('abcdefgh').missing).not.toContain('length');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordStrength('😀'.repeat(4)).missing).toContain('length');
    expect(passwordStrength('😀'.repeat(8)).missing).not.toContain('length');
  });

  it('hints at what is missing, and nothing at 100', () => {
    expect(passwordStrength('').hint).toBe(
      'Add at least 8 characters, a lowercase letter, an uppercase letter and a number',
    );
    expect(passwordStrength('abcdefgh').hint).toBe('Add an uppercase letter and a number');
    expect(passwordStrength('abcdefgH').hint).toBe('Add a number');
    expect(passwordStrength('abcdefH1').hint).toBeNull();
  });
});

describe('passwordProblem', () => {
  it('accepts 8+ characters scoring at least 50', () => {
    expect(MIN_PASSWORD_SCORE).toBe(50);
    expect(passwordProblem('abcdefgh')).toBeNull();
    expect(passwordProblem('Abcdefg1')).toBeNull();
  });

  it('refuses fewer than 8 characters whatever else they have', () => {
    expect(passwordProblem('Abcde1!')).toBe('Password must be at least 8 characters.');
  });

  it('refuses 8+ characters of symbols only (score 25)', () => {
    expect(passwordProblem('!!!!!!!!')).toBe('Password too weak. Please choose a stronger password.');
  });

  it('refuses passwords over 256 characters', () => {
    expect(passwordProblem('Aa1' + 'a'.repeat(253))).toBeNull();
    expect(passwordProblem('Aa1' + 'a'.repeat(254))).toBe('Password must be at most 256 characters.');
  });
});

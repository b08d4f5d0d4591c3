import { describe, expect, it } from 'vitest';
import { displayName, initialsOf } from './profile-format';

describe('profile format', () => {
  it("falls back to 'User' without a name", () => {
    expect(displayName({ name: null })).toBe('User');
    expect(displayName({ name: '  ' })).toBe('User');
    expect(displayName({ name: 'Robin' })).toBe('Robin');
  });

  it('takes initials from the first and last name, else from the e-mail', () => {
    expect(initialsOf({ name: 'Robin van der Berg', email: 'x@y.z' })).toBe('RB');
    expect(initialsOf({ name: 'élodie', email: 'x@y.z' })).toBe('É');
    expect(initialsOf({ name: null, email: 'sam@example.com' })).toBe('S');
  });
});

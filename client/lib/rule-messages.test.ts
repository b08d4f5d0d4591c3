import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginSchema } from '../../core/schemas/auth';
import { fieldErrorsFrom } from './field-errors';
import { activateLocale } from './i18n';
import { RULE_MESSAGES, ruleMessage } from './rule-messages';

describe('the rules’ English in the reader’s language (decision 445)', () => {
  beforeAll(() => activateLocale('de'));
  afterAll(() => activateLocale('en'));

  it('keys each message by its own English text', () => {
    for (const [english, descriptor] of Object.entries(RULE_MESSAGES))
      expect(descriptor.message).toBe(english);
  });

  it('says a listed message in German and leaves any other as written', () => {
    expect(ruleMessage('Email is required')).toBe('E-Mail-Adresse erforderlich');
    expect(ruleMessage('Something no rule says')).toBe('Something no rule says');
  });

  it('gives a schema’s field errors in German', () => {
    expect(fieldErrorsFrom(LoginSchema, { email: '', password: '' })).toEqual({
      email: 'E-Mail-Adresse erforderlich',
      password: 'Passwort erforderlich',
    });
  });
});

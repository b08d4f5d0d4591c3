import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_MESSAGES, AREA_RULES } from '../../core/areas';
import { englishOf } from '../../core/i18n/area-rules';
import { LoginSchema } from '../../core/schemas/auth';
import { fieldErrorsFrom } from './field-errors';
import { activateLocale } from './i18n';
import { RULE_MESSAGES, ruleMessage } from './rule-messages';

describe('the rules’ English in the reader’s language (decision 445)', () => {
  beforeAll(() => activateLocale('de'));
  afterAll(() => activateLocale('en'));

  it('keys each message by its own English text', () => {
    for (const [english, descriptor] of Object.entries(RULE_MESSAGES)) {
      const values = (descriptor.values ?? {}) as Record<string, unknown>;
      expect(descriptor.message?.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))).toBe(
        english,
      );
    }
  });

  it("says the wheel's rules the area dialog checks", () => {
    expect(ruleMessage('Label is required')).toBe('Bitte gib einen Namen ein');
    expect(ruleMessage('At least 3 areas must stay shown')).toBe(
      'Mindestens 3 Bereiche müssen sichtbar bleiben',
    );
    expect(ruleMessage(AREA_MESSAGES.labelTaken)).toBe('Du hast schon einen Bereich mit diesem Namen');
  });

  it("says every one of core's wheel rules from core's descriptors, as the server does (decision 476)", () => {
    for (const descriptor of Object.values(AREA_RULES)) {
      const english = englishOf(descriptor);
      expect(Object.values(AREA_MESSAGES)).toContain(english);
      expect(ruleMessage(english), english).not.toBe(english);
    }
    expect(ruleMessage(AREA_MESSAGES.tooManyOwn)).toBe('Du kannst höchstens 4 eigene Bereiche hinzufügen');
  });

  it('says a listed message in German and leaves any other as written', () => {
    expect(ruleMessage('Email is required')).toBe('E-Mail-Adresse erforderlich');
    expect(ruleMessage('Something no rule says')).toBe('Something no rule says');
  });

  it('says text over a length limit from the descriptors the field and the server use (decision 422)', () => {
    expect(ruleMessage('Name must be at most 100 characters')).toBe(
      'Der Name darf höchstens 100 Zeichen lang sein',
    );
    expect(ruleMessage('Content must be at most 20,000 characters')).toBe(
      'Der Inhalt darf höchstens 20.000 Zeichen lang sein',
    );
    expect(ruleMessage('Mood must be at most 10 characters')).toBe('Mood must be at most 10 characters');
  });

  it('gives a schema’s field errors in German', () => {
    expect(fieldErrorsFrom(LoginSchema, { email: '', password: '' })).toEqual({
      email: 'E-Mail-Adresse erforderlich',
      password: 'Passwort erforderlich',
    });
  });
});

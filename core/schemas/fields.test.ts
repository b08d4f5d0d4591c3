import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ScoreSchema } from './common';
import { hasAnyField, optionalText, required, requiredText } from './fields';

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('required', () => {
  const Body = z.strictObject({ score: required(ScoreSchema, 'Score is required') });

  it('says a missing field is missing', () => {
    expect(messages(Body, {})).toEqual(['Score is required']);
    expect(messages(Body, { score: undefined })).toEqual(['Score is required']);
  });

  it('leaves other problems to the inner schema', () => {
    expect(messages(Body, { score: null })).toEqual(['Score must be between 0 and 10 in steps of 0.5']);
    expect(messages(Body, { score: '10.5' })).toEqual(['Score must be between 0 and 10 in steps of 0.5']);
  });

  it('passes the inner schema’s output through', () => {
    expect(Body.parse({ score: '7.5' })).toEqual({ score: 7.5 });
  });
});

describe('optionalText', () => {
  const Notes = z.strictObject({ notes: optionalText(10, 'Notes') });

  it('trims, and turns blank or null into null', () => {
    expect(Notes.parse({ notes: '  hi  ' })).toEqual({ notes: 'hi' });
    expect(Notes.parse({ notes: ' \n\t ' })).toEqual({ notes: null });
    expect(Notes.parse({ notes: '' })).toEqual({ notes: null });
    expect(Notes.parse({ notes: null })).toEqual({ notes: null });
  });

  it('leaves an absent field absent, so a PATCH does not clear it', () => {
    expect(Notes.parse({}).notes).toBeUndefined();
  });

  it('counts the limit after trimming', () => {
    expect(Notes.parse({ notes: `  ${'x'.repeat(10)}  ` })).toEqual({ notes: 'x'.repeat(10) });
    expect(messages(Notes, { notes: 'x'.repeat(11) })).toEqual(['Notes must be at most 10 characters']);
    expect(messages(z.object({ n: optionalText(5000, 'Notes') }), { n: 'x'.repeat(5001) })).toEqual([
      'Notes must be at most 5,000 characters',
    ]);
  });

  it('refuses what is not text', () => {
    expect(messages(Notes, { notes: 5 })).toEqual(['Notes must be text']);
  });
});

describe('requiredText', () => {
  const Content = z.strictObject({ content: requiredText(20, 'Content') });

  it('trims and requires something', () => {
    expect(Content.parse({ content: ' a ' })).toEqual({ content: 'a' });
    expect(messages(Content, { content: '   ' })).toEqual(['Content is required']);
    expect(messages(Content, {})).toEqual(['Content is required']);
    expect(messages(Content, { content: 3 })).toEqual(['Content must be text']);
    expect(messages(Content, { content: 'x'.repeat(21) })).toEqual(['Content must be at most 20 characters']);
  });
});

describe('hasAnyField', () => {
  it('is false only when nothing is set', () => {
    expect(hasAnyField({})).toBe(false);
    expect(hasAnyField({ a: undefined })).toBe(false);
    expect(hasAnyField({ a: null })).toBe(true);
    expect(hasAnyField({ a: false })).toBe(true);
  });
});

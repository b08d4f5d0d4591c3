// Lengthens the compiled pseudo-locale (decision 361). `lingui compile` writes en-XA with accents only;
// real translations run 30–40 % longer than English (German more), so every vowel of the text is doubled
// ("Ĥōōḿēē") — placeholders, plural and select keys are left alone. Run by `npm run i18n:compile`.
import { readFileSync, writeFileSync } from 'node:fs';

const VOWELS = /([àáâãäåāēéèêëĩíìîïōóòôöõũúùûüýÀÁÂÃÄÅĀĒÉÈÊËĨÍÌÎÏŌÓÒÔÖÕŨÚÙÛÜaeiouAEIOU])/g;
const lengthen = (text) => text.replace(VOWELS, '$1$1');

function parts(message) {
  if (typeof message === 'string') return lengthen(message);
  return message.map((part) => (typeof part === 'string' ? lengthen(part) : token(part)));
}

function token([name, type, options, ...rest]) {
  if (options && typeof options === 'object' && !Array.isArray(options)) {
    const branches = Object.fromEntries(
      Object.entries(options).map(([key, value]) => [key, typeof value === 'number' ? value : parts(value)]),
    );
    return [name, type, branches, ...rest];
  }
  return type === undefined ? [name] : [name, type, options, ...rest].filter((v) => v !== undefined);
}

const SIDES = ['landing', 'client', 'wheel', 'insights', 'account', 'who5', 'journal', 'later', 'server'];

for (const side of SIDES) {
  const file = new URL(`../core/i18n/${side}/en-XA.ts`, import.meta.url);
  const source = readFileSync(file, 'utf8');
  const match = /JSON\.parse\((".*")\)as Messages;/s.exec(source);
  if (!match) throw new Error(`${file.pathname} is not shaped as lingui compile writes it`);
  const messages = JSON.parse(JSON.parse(match[1]));
  const longer = Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, parts(m)]));
  writeFileSync(
    file,
    source.replace(match[1], () => JSON.stringify(JSON.stringify(longer))),
  );
}

import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { guessScorerOf, type GuessScorer } from './password';

/**
 * zxcvbn-ts with the common dictionaries (passwords, names, words) and keyboard patterns. Kept apart
 * from core/password.ts because the dictionaries weigh about 1 MB: the browser loads them only on the
 * screens that ask for a new password. The server loads the same two packages itself on its first
 * password check (server/lib/passwords.ts): its bundle would load this file's imports at start.
 */
export function createGuessScorer(): GuessScorer {
  const factory = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return guessScorerOf((password, userInputs) => factory.check(password, userInputs));
}

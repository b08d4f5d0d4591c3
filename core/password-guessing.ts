import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { GuessScorer } from './password';

/**
 * zxcvbn-ts with the common dictionaries (passwords, names, words) and keyboard patterns. Kept apart
 * from core/password.ts because the dictionaries weigh about 1 MB: the server loads them at start,
 * the browser only on the screens that ask for a new password.
 * Only the first 100 characters are scored: zxcvbn's matching grows fast with length, and a longer
 * password is not made guessable by what follows.
 */
export function createGuessScorer(): GuessScorer {
  const factory = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return (password, userInputs) => factory.check(password.slice(0, 100), [...userInputs]).score;
}

import { useEffect, useState } from 'react';
import type { GuessScorer } from '../../../core/password';

let loading: Promise<GuessScorer> | null = null;
let loaded: GuessScorer | undefined;

/** Loads zxcvbn-ts and its dictionaries (about 1 MB) once, only on screens that set a password. */
export function loadGuessScorer(): Promise<GuessScorer> {
  loading ??= import('../../../core/password-guessing').then((m) => (loaded = m.createGuessScorer()));
  return loading;
}

/**
 * The same guessability scoring the server applies (core/password-guessing.ts), or undefined while it
 * loads: until then the meter shows the spec's four criteria only, and the server has the last word.
 * With `wanted` false it is not loaded yet: Account & security loads it (234 KB gzip, the largest
 * chunk of the app) once a new password is typed, not with the screen (decision 317).
 */
export function useGuessScorer(wanted = true): GuessScorer | undefined {
  const [scorer, setScorer] = useState<GuessScorer | undefined>(() => loaded);
  useEffect(() => {
    if (scorer || !wanted) return;
    let live = true;
    loadGuessScorer().then(
      (s) => live && setScorer(() => s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [scorer, wanted]);
  return scorer;
}

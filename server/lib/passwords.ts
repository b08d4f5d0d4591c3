import { hash, verify } from '@node-rs/argon2';
import {
  guessScorerOf,
  MAX_PASSWORD_LENGTH,
  passwordProblem,
  passwordUserInputs,
  type GuessScorer,
} from '../../core/password';

// OWASP's argon2id parameters (m=19 MiB, t=2, p=1). 2 is Algorithm.Argon2id (a const enum we cannot
// import under isolatedModules).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifying against this for unknown emails keeps login timing the same whichever part was wrong. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-Tend-0');
  return dummyHash;
}

let scorer: Promise<GuessScorer> | undefined;
/**
 * zxcvbn-ts and its dictionaries are loaded the first time a password is checked (sign-up, reset,
 * change), not at start: most requests never need them and they hold ~6 MB (decision 205).
 */
function guessScorer(): Promise<GuessScorer> {
  if (!scorer) {
    // The packages themselves are imported here, not core/password-guessing.ts: the server bundle
    // would hoist that file's imports to its top and load them at start all the same.
    scorer = Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
      ([{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }]) => {
        const factory = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
        return guessScorerOf((password, userInputs) => factory.check(password, userInputs));
      },
    );
    // A failed load (a broken install) is tried again by the next check rather than remembered.
    scorer.catch(() => {
      scorer = undefined;
    });
  }
  return scorer;
}

/**
 * The server's rule: the spec's strength rule, length limits, and — with the same zxcvbn-ts scoring
 * the sign-up meter uses — nothing easy to guess, the person's own email and name included.
 */
export async function serverPasswordProblem(
  password: string,
  details: { email?: string | null; name?: string | null } = {},
): Promise<string | null> {
  return passwordProblem(password, {
    scorer: await guessScorer(),
    userInputs: passwordUserInputs(details),
  });
}

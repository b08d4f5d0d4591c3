import { hash, verify } from '@node-rs/argon2';
import {
  MAX_PASSWORD_LENGTH,
  passwordProblem,
  passwordUserInputs,
  type GuessScorer,
} from '../../core/password';
import { createGuessScorer } from '../../core/password-guessing';

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

let scorer: GuessScorer | undefined;
function guessScorer(): GuessScorer {
  scorer ??= createGuessScorer();
  return scorer;
}

/**
 * The server's rule: the spec's strength rule, length limits, and — with the same zxcvbn-ts scoring
 * the sign-up meter uses — nothing easy to guess, the person's own email and name included.
 */
export function serverPasswordProblem(
  password: string,
  details: { email?: string | null; name?: string | null } = {},
): string | null {
  return passwordProblem(password, { scorer: guessScorer(), userInputs: passwordUserInputs(details) });
}

/** Loads the dictionaries at start-up rather than on the first signup. */
export function warmPasswordRules(): void {
  guessScorer()('warm-up', []);
}

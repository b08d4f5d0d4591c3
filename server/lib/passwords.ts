import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { MAX_PASSWORD_LENGTH, passwordProblem } from '../../core/password';

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

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** The server's password rule: the spec's strength rule, length limits, and no well-known passwords. */
export function serverPasswordProblem(password: string): string | null {
  const problem = passwordProblem(password);
  if (problem) return problem;
  if (commonPasswords().has(password.toLowerCase())) {
    return 'This password is too common. Please choose one that is harder to guess.';
  }
  return null;
}

/** Loads the common-password list at start-up rather than on the first signup. */
export function warmPasswordRules(): void {
  commonPasswords();
}

import { hash, randomBytes } from 'node:crypto';

/** A fresh secret token: 32 random bytes, base64url. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256, hex. One-shot `hash` (no Hash object per call): every signed-in request hashes its token. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

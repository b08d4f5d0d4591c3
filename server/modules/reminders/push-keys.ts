import { createPublicKey } from 'node:crypto';
import type { ErrorIssue } from '../../lib/app-error';

/** Decodes base64url (padding allowed); undefined for anything else. */
function base64url(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  // Buffer ignores stray bits and characters; only a text that re-encodes to itself is exact.
  return bytes.toString('base64url') === text.replace(/=+$/, '') ? bytes : undefined;
}

/** A P-256 public key as Web Push sends it (RFC 8291 §3.2): 65 bytes, 0x04, a point on the curve. */
function isP256Point(bytes: Buffer): boolean {
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    // OpenSSL refuses coordinates that are not a point on the curve.
    createPublicKey({
      format: 'jwk',
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: bytes.subarray(1, 33).toString('base64url'),
        y: bytes.subarray(33).toString('base64url'),
      },
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * What is wrong with a subscription's keys (none when they can be encrypted for): `p256dh` an
 * uncompressed P-256 point, `auth` exactly 16 bytes, both base64url. Used when a subscription is stored
 * and again before each send (a row stored before these checks is dropped, not retried forever).
 */
export function pushKeyProblems(keys: { p256dh: string; auth: string }): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  const p256dh = base64url(keys.p256dh);
  if (!p256dh || !isP256Point(p256dh)) {
    issues.push({
      path: 'keys.p256dh',
      message: 'must be an uncompressed P-256 public key (65 bytes, base64url)',
    });
  }
  const auth = base64url(keys.auth);
  if (!auth || auth.length !== 16) {
    issues.push({ path: 'keys.auth', message: 'must be a 16-byte secret (base64url)' });
  }
  return issues;
}

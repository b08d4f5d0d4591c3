import { useCallback, useRef } from 'react';

/** A fresh random key for one logical write (docs/product.md §12 "Writes are retry-safe"). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a self-hosted server on plain http over the LAN is not one.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key for a write, given what it sends: the same body again (a retry after a failure or a lost
 * answer) reuses the key, so the server answers the first answer again and changes nothing; a changed
 * body gets a new key (the same key with another body would be a 422).
 */
export function keyForBody(
  previous: { body: string; key: string } | null,
  body: unknown,
  makeKey: () => string = newIdempotencyKey,
): { body: string; key: string } {
  const serialised = JSON.stringify(body);
  if (previous && previous.body === serialised) return previous;
  return { body: serialised, key: makeKey() };
}

/** `keyFor(body)` → the Idempotency-Key to send with that body from this form. */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: unknown) => {
    last.current = keyForBody(last.current, body);
    return last.current.key;
  }, []);
}

import { useEffect, useState } from 'react';
import type { PublicConfig } from '../../core/schemas/auth';

/**
 * `GET /api/config` (support address, feedback form, whether e-mail is really delivered), read once per
 * page load and shared. Deliberately outside TanStack Query: the public pages use it, and keeping the
 * query library out of their bundle keeps the landing page light (decision 030). A plain `fetch`, not
 * `api()`: the answer is public, and the API helper (and the early reads it takes from) would be the
 * landing page's to download.
 */
let pending: Promise<PublicConfig> | null = null;
let loaded: PublicConfig | null = null;

export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= fetch('/api/config', { headers: { Accept: 'application/json' } })
    .then((res) => {
      if (!res.ok) throw new Error(`GET /api/config answered ${res.status}`);
      // The one answer not read with its schema (decision 331): the landing page reads it, zod-free.
      return res.json() as Promise<PublicConfig>;
    })
    .then(
      (config) => (loaded = config),
      (error: unknown) => {
        pending = null; // let a later screen try again
        throw error;
      },
    );
  return pending;
}

/** The public config, or undefined until it has loaded (or when it could not be loaded). */
export function usePublicConfig(): { data: PublicConfig | undefined } {
  const [config, setConfig] = useState<PublicConfig | null>(loaded);
  useEffect(() => {
    if (config) return;
    let live = true;
    loadPublicConfig().then(
      (c) => live && setConfig(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [config]);
  return { data: config ?? undefined };
}

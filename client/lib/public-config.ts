import { useEffect, useState } from 'react';
import type { PublicConfig } from '../../core/schemas/auth';
import { api } from './api';

/**
 * `GET /api/config` (support address, feedback form, whether e-mail is really delivered), read once per
 * page load and shared. Deliberately outside TanStack Query: the public pages use it, and keeping the
 * query library out of their bundle keeps the landing page light (decision 030).
 */
let pending: Promise<PublicConfig> | null = null;
let loaded: PublicConfig | null = null;

export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= api<PublicConfig>('/api/config').then(
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

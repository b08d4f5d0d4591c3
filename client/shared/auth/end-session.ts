import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { wipeDeviceData } from '../../api/http/device-data';
import { clearSessionId, hasSession } from '../../lib/session';

/**
 * Ends the local session (docs/product.md §4, after sign-out or account deletion): forgets the session id and goes
 * to /login. The cached reads are cleared by `useForgetDataWhenSessionEnds` as the signed-in screens
 * unmount — clearing them here, while the current screen is still mounted, would make it render once
 * more without its data.
 */
export function useEndSession(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSessionId();
    // The device copies (IndexedDB cache, queued writes) go now; the in-memory cache goes as the
    // signed-in screens unmount (below).
    void wipeDeviceData();
    void navigate('/login', { replace: true });
  }, [navigate]);
}

/**
 * For the guarded layout: when it unmounts and no session is stored any more (sign-out, deletion, an
 * expired session), every cached read is dropped, so the next person on this browser starts clean.
 */
export function useForgetDataWhenSessionEnds(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      if (!hasSession()) queryClient.clear();
    },
    [queryClient],
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AuthResponse } from '../../../core/schemas/auth';
import { currentUserQuery } from '../../api/user';
import { setSessionId } from '../../lib/session';
import { unlockApp } from '../../lib/app-lock';

/**
 * docs/product.md §4 "logged out → logged in": keep the session id, start from a clean cache holding the new user,
 * and go to /app (where the guarded layout also syncs the time zone).
 */
export function useCompleteSignIn(): (response: AuthResponse) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (response) => {
      if (response.sessionId) setSessionId(response.sessionId);
      // Signing in proves who is here: a lock left from an earlier visit goes (decision 272).
      unlockApp();
      queryClient.clear();
      queryClient.setQueryData(currentUserQuery.queryKey, response.user);
      void navigate('/app', { replace: true });
    },
    [queryClient, navigate],
  );
}

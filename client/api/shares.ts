/**
 * Share links (DESIGN §6, decisions 300–302): the account's links, making and turning one off, and —
 * for the person a link was given to — the shared report, read with no session at all.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiShareCreatedSchema,
  ApiSharedReportSchema,
  ApiShareSchema,
  type ApiSharedReport,
  type CreateShare,
} from '../../core/schemas/shares';
import { api } from './http/request';
import { listQuery, useDeleteById } from './http/resource';
import { queryKeys } from './query-keys';

export const sharesQuery = listQuery(queryKeys.shares.list(), '/api/shares', ApiShareSchema);

export function useShares() {
  return useQuery({ ...sharesQuery, staleTime: 0, refetchOnMount: 'always' });
}

/** Makes a link; the answer holds its URL, which is never sent again. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateShare; key: string }) =>
      api('/api/shares', ApiShareCreatedSchema, { method: 'POST', body, idempotencyKey: key }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shares.all }),
  });
}

export function useRevokeShare() {
  return useDeleteById('/api/shares', (queryClient) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.shares.all }),
  );
}

/** Why a shared report could not be shown. */
export type SharedReportProblem = 'gone' | 'busy' | 'failed';

/**
 * The report a link shows, read as a stranger would: no session header, no cookies (decision 302),
 * whatever this browser's own account is. Null with the reason when the link does not work.
 */
export async function fetchSharedReport(
  token: string,
  signal?: AbortSignal,
): Promise<{ report: ApiSharedReport } | { problem: SharedReportProblem }> {
  const response = await fetch(`/api/shared/${encodeURIComponent(token)}`, {
    credentials: 'omit',
    headers: { Accept: 'application/json' },
    referrerPolicy: 'no-referrer',
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  if (response.status === 404) return { problem: 'gone' };
  if (response.status === 429) return { problem: 'busy' };
  if (!response.ok) return { problem: 'failed' };
  return { report: ApiSharedReportSchema.parse(await response.json()) };
}

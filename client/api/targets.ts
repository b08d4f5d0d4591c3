import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTargets } from '../../core/schemas/targets';
import { api, schemaFrom, typed } from './http/request';
import { queryKeys } from './query-keys';

/** A read of Home's first screen: typed, not parsed (decision 316); the save's answer is parsed. */
const firstRead = typed<ApiTargets>();
const targets = schemaFrom(() => import('../../core/schemas/targets').then((m) => m.ApiTargetsSchema));

/** The targets of the eight and of one's own areas (decisions 130, 375); shared by the wheel, the rating sheet, reports and the targets page. */
export const targetsQuery = queryOptions({
  queryKey: queryKeys.targets.all,
  queryFn: ({ signal }) => api('/api/targets', firstRead, { signal }),
});

export function useTargets() {
  return useQuery(targetsQuery);
}

/** Targets as numbers, `null` where unset. */
export function targetNumbers(targets: ApiTargets | undefined): Partial<Record<string, number | null>> {
  if (!targets) return {};
  return Object.fromEntries(
    Object.entries(targets).map(([key, value]) => [key, value === null ? null : Number(value)]),
  );
}

export function useSaveTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Readonly<Record<string, string | null>>) =>
      api('/api/targets', targets, { method: 'PUT', body }),
    onSuccess: (targets) => queryClient.setQueryData(targetsQuery.queryKey, targets),
  });
}

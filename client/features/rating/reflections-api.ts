import { queryOptions } from '@tanstack/react-query';
import type { DimensionKey } from '../../../core/dimensions';
import type { ApiDimensionReflection, UpdateDimensionReflection } from '../../../core/schemas/reflections';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** GET /api/dimension-reflections/{dimension}: that area's reflections, newest first. */
export function reflectionsQuery(dimension: DimensionKey) {
  return queryOptions({
    queryKey: queryKeys.reflections.byDimension(dimension),
    queryFn: ({ signal }) =>
      api<ApiDimensionReflection[]>(`/api/dimension-reflections/${encodeURIComponent(dimension)}`, {
        signal,
      }),
  });
}

/** The wire form of a PATCH: scores travel as one-decimal strings. */
export type ReflectionPatch = Omit<UpdateDimensionReflection, 'score'> & { score?: string };

export function updateReflection(id: string, patch: ReflectionPatch): Promise<ApiDimensionReflection> {
  return api<ApiDimensionReflection>(`/api/dimension-reflections/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
  });
}

export function deleteReflection(id: string): Promise<null> {
  return api<null>(`/api/dimension-reflections/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

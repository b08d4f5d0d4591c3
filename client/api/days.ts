import { queryOptions } from '@tanstack/react-query';
import type { RateDayResponse } from '../../core/schemas/days';
import type { QueueMeta } from '../lib/offline/messages';
import { api, listOf, schemaFrom } from './http/request';
import { sendWrite, type WriteOutcome } from './http/write-queue';
import { queryKeys } from './query-keys';

/**
 * Core's schemas come with the first request, not with the screen (decision 500). The reads' answers
 * are checked with core's zod/mini records (decision 534), so the calendar and a day need none of full
 * zod; a rating's answer (which nests the user and a reflection) with full zod's `days` module.
 */
const records = () => import('../../core/schemas/records');
const days = schemaFrom(() => records().then((m) => listOf(m.ApiDaySchema)));
const oneDay = schemaFrom(() => records().then((m) => m.ApiOneDaySchema));
const rateDayAnswer = schemaFrom(() =>
  import('../../core/schemas/days').then((m) => m.RateDayResponseSchema),
);

/** GET /api/days?from=&to= (both local days, inclusive, at most 366 days apart), ascending. */
export function daysRangeQuery(from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.days.range(from, to),
    queryFn: ({ signal }) =>
      api(`/api/days?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, days, {
        signal,
      }),
  });
}

/** `GET /api/days/{day}`: every record of one local day (the calendar's day view). */
export function dayDetailQuery(day: string) {
  return queryOptions({
    queryKey: queryKeys.days.detail(day),
    queryFn: ({ signal }) => api(`/api/days/${encodeURIComponent(day)}`, oneDay, { signal }),
  });
}

/**
 * `PUT /api/days/{day}/ratings/{dimension}` (the server's `rateDay` in days.service.ts): the one write
 * of a rating save, retry-safe through its Idempotency-Key (docs/product.md §12); without a network it
 * waits on this device and is sent once later (decision 150).
 */
export function rateDay(
  request: { path: string; body: unknown },
  idempotencyKey: string,
  meta: QueueMeta,
): Promise<WriteOutcome<RateDayResponse>> {
  return sendWrite(
    { method: 'PUT', path: request.path, body: request.body, key: idempotencyKey, ...meta },
    rateDayAnswer,
  );
}

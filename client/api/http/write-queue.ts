import { t } from '@lingui/core/macro';
import { createStore, del, get, set } from 'idb-keyval';
import { ApiError, serverMessage } from '../../lib/api-error';
import { api, ignored, type Reader } from './request';
import { isNoAnswer, isOnline } from '../../lib/offline/online';

/**
 * Writes that could not reach the server wait here, in IndexedDB, and are sent again in the order
 * they were made (decision 150). Each carries the `Idempotency-Key` of its first attempt, so a write
 * the server committed before its answer was lost is answered again rather than applied twice.
 *
 * A write the server refuses (400, 404, 413, 422, …) is kept with its content and shown to the user
 * ("couldn't be saved"); it is never dropped silently. A 401 means the session ended (api/http/request.ts has
 * already ended it here, decision 255): the writes wait until the same account signs in again.
 */
export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface WriteRequest {
  method: WriteMethod;
  path: string;
  body?: unknown;
  /** What the user did, in their words, for the "waiting to sync" and "couldn't be saved" lists. */
  summary: string;
  /** Text the user wrote, shown again when the server refuses the write so nothing typed is lost. */
  content?: string;
  /** The account that made it; a queue is only ever replayed for the same account. */
  userId: string;
  /** The form's Idempotency-Key (the same body again reuses it); a new one when not given. */
  key?: string;
}

export interface QueuedWrite extends Omit<WriteRequest, 'key'> {
  key: string;
  queuedAt: string;
  /** Set when the server refused it: its status and message. */
  refused?: { status: number; message: string };
}

export type WriteOutcome<T> = { queued: false; data: T } | { queued: true; write: QueuedWrite };

const store = createStore('tend-queue', 'writes');
const KEY = 'writes';
/** A write that hangs this long counts as unanswered and is queued (it is safe to send again). */
const REQUEST_TIMEOUT_MS = 15_000;
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

let writes: QueuedWrite[] = [];
let loaded: Promise<void> | null = null;
let replaying = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryIndex = 0;
let onDrained: (() => void) | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

async function save(): Promise<void> {
  if (writes.length === 0) await del(KEY, store);
  else await set(KEY, writes, store);
  emit();
}

function load(): Promise<void> {
  loaded ??= get<QueuedWrite[]>(KEY, store)
    .then((stored) => {
      // Writes queued in this tab before the load finished come after the stored ones.
      const known = new Set(writes.map((w) => w.key));
      writes = [...(stored ?? []).filter((w) => !known.has(w.key)), ...writes];
      emit();
    })
    .catch(() => {
      // No IndexedDB (private mode in some browsers): the queue lives in memory for this page.
    });
  return loaded;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Subscribes to changes of the queue (for useSyncExternalStore). */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queued writes, oldest first (a new array after every change). */
export function queuedWrites(): readonly QueuedWrite[] {
  return writes;
}

export function waitingFor(userId: string | undefined): QueuedWrite[] {
  return writes.filter((w) => w.userId === userId && !w.refused);
}

export function refusedFor(userId: string | undefined): QueuedWrite[] {
  return writes.filter((w) => w.userId === userId && w.refused);
}

function send<T>(
  write: { method: WriteMethod; path: string; body?: unknown; key: string },
  reader: Reader<T>,
): Promise<T> {
  return api(write.path, reader, {
    method: write.method,
    body: write.body,
    idempotencyKey: write.key,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/** Whether an error means "try again later" rather than "the server said no". */
function isTransient(error: unknown): boolean {
  return (
    isNoAnswer(error) ||
    (error instanceof ApiError && (error.status >= 500 || error.status === 429 || error.status === 408))
  );
}

/**
 * Sends a write now, or queues it when there is no network, when it gets no answer, or when older
 * writes are still waiting (so they keep their order). Errors the server answers are thrown as usual.
 */
export async function sendWrite<T>(request: WriteRequest, reader: Reader<T>): Promise<WriteOutcome<T>> {
  await load();
  const key = request.key ?? newIdempotencyKey();
  const onPending = await writeOnPendingRecord(request);
  if (onPending) return { queued: true, write: onPending };
  const waiting = waitingFor(request.userId).length > 0;
  if (!waiting && isOnline()) {
    try {
      return { queued: false, data: await send({ ...request, key }, reader) };
    } catch (error) {
      if (!isNoAnswer(error)) throw error;
    }
  }
  const write: QueuedWrite = { ...request, key, queuedAt: new Date().toISOString() };
  writes = [...writes.filter((w) => w.key !== key), write];
  await save();
  scheduleReplay(waiting ? 0 : (RETRY_DELAYS_MS[0] ?? 2_000));
  return { queued: true, write };
}

/**
 * The id a record made offline has in the cached view until the server gives it a real one. Editing
 * or deleting such a record changes its waiting POST instead (the server has never seen the id).
 */
export function pendingId(key: string): string {
  return `pending-${key}`;
}

async function writeOnPendingRecord(request: WriteRequest): Promise<QueuedWrite | null> {
  const match = /\/pending-([^/?]+)$/.exec(request.path);
  if (!match) return null;
  const key = decodeURIComponent(match[1] ?? '');
  const create = writes.find((w) => w.key === key);
  if (!create) throw new Error(t`That change is no longer waiting to sync.`);
  if (request.method === 'DELETE') {
    writes = writes.filter((w) => w.key !== key);
  } else {
    const body = { ...(create.body as object), ...(request.body as object) };
    writes = writes.map((w) =>
      w.key === key ? { ...w, body, summary: request.summary, content: request.content ?? w.content } : w,
    );
  }
  await save();
  return create;
}

function scheduleReplay(delay: number): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void replayQueue(), delay);
}

/**
 * Sends the waiting writes of `userId` in order. Stops at the first one that gets no answer (and
 * tries again later, with growing pauses) or when the session has ended.
 */
export async function replayQueue(userId = currentUserId): Promise<void> {
  await load();
  if (replaying || !userId || !isOnline()) return;
  replaying = true;
  let sent = 0;
  try {
    for (;;) {
      const next = waitingFor(userId)[0];
      if (!next) break;
      try {
        await send(next, ignored);
        writes = writes.filter((w) => w.key !== next.key);
        sent++;
        retryIndex = 0;
        await save();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) break; // waits for the next sign-in
        if (isTransient(error)) {
          const delay = RETRY_DELAYS_MS[Math.min(retryIndex++, RETRY_DELAYS_MS.length - 1)] ?? 60_000;
          scheduleReplay(delay);
          break;
        }
        const message = serverMessage(error, t`The server could not save this.`);
        writes = writes.map((w) =>
          w.key === next.key
            ? { ...w, refused: { status: error instanceof ApiError ? error.status : 0, message } }
            : w,
        );
        await save();
      }
    }
  } finally {
    replaying = false;
    if (sent > 0) onDrained?.();
  }
}

/** Removes one write (the user chose to discard a refused one). */
export async function discardWrite(key: string): Promise<void> {
  await load();
  writes = writes.filter((w) => w.key !== key);
  await save();
}

/** Sends a refused write once more, at the end of the queue, under a new key. */
export async function retryWrite(key: string): Promise<void> {
  await load();
  const write = writes.find((w) => w.key === key);
  if (!write) return;
  writes = [
    ...writes.filter((w) => w.key !== key),
    { ...write, refused: undefined, key: newIdempotencyKey() },
  ];
  await save();
  await replayQueue();
}

/** Forgets every queued write on this device (sign-out, account deletion): none of them is ever sent. */
export async function clearQueue(): Promise<void> {
  clearTimeout(retryTimer);
  writes = [];
  try {
    await del(KEY, store);
  } catch {
    // Nothing stored.
  }
  emit();
}

let currentUserId: string | undefined;
let started = false;

/**
 * Starts replaying for the signed-in user: now, whenever the browser comes back online, and at every
 * start. `drained` runs after any write was sent (the caller refreshes its reads).
 */
export function startWriteQueue(userId: string, drained: () => void): void {
  currentUserId = userId;
  onDrained = drained;
  if (!started) {
    started = true;
    window.addEventListener('online', () => {
      retryIndex = 0;
      void replayQueue();
    });
  }
  void replayQueue();
}

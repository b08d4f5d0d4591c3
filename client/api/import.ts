import { IMPORT_KINDS } from '../../core/import-kinds';
import type { ImportResult } from '../../core/schemas/import';
import { ApiError, serverMessage } from '../lib/api-error';
import { activeLocale } from '../lib/i18n';
import { getSessionId } from '../lib/session';
import { schemaFrom } from './http/request';

/**
 * The answer's schema (and zod), imported as the first file is sent (decision 531), as the other reads'
 * are (decision 500): none of it is part of what the import screen loads before it paints.
 */
const importResult = schemaFrom(() => import('../../core/schemas/import').then((m) => m.ImportResultSchema));

export interface ImportRequest {
  file: Blob;
  dryRun: boolean;
  /** Daylio: mood name → core feeling (0–10). */
  moods?: ReadonlyMap<string, number>;
  /** Daylio: scale name → the area its scores go to; others are skipped. */
  scales?: ReadonlyMap<string, string>;
  /** Share of the file sent so far, 0–1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** The query string of `POST /api/import`. */
export function importQuery(
  dryRun: boolean,
  moods?: ReadonlyMap<string, number>,
  scales?: ReadonlyMap<string, string>,
): string {
  const params = new URLSearchParams();
  if (dryRun) params.set('dryRun', '1');
  // Object.fromEntries defines each key as the object's own, `__proto__` included (decision 248).
  if (moods && moods.size > 0) params.set('moods', JSON.stringify(Object.fromEntries(moods)));
  if (scales && scales.size > 0) params.set('scales', JSON.stringify(Object.fromEntries(scales)));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Sends a file to `POST /api/import` (docs/product.md §12). XMLHttpRequest rather than fetch, because only it
 * reports upload progress for the progress bar. Fails with an ApiError like every other call.
 */
export function uploadImport(req: ImportRequest): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/import${importQuery(req.dryRun, req.moods, req.scales)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // The file's problems and warnings in the app's language, as every other request (decisions 363, 440).
    xhr.setRequestHeader('Accept-Language', activeLocale());
    xhr.setRequestHeader('Content-Type', req.file.type || 'application/octet-stream');
    const session = getSessionId();
    if (session) xhr.setRequestHeader('x-session-id', session);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) req.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        const unread = () => reject(new ApiError(xhr.status, '', 'The answer could not be read'));
        try {
          Promise.resolve(importResult.parse(JSON.parse(xhr.responseText))).then(resolve, unread);
        } catch {
          unread();
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, '', 'The network is not reachable'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    req.signal?.addEventListener('abort', () => xhr.abort());
    importResult.prepare?.();
    xhr.send(req.file);
  });
}

/** The issues of a refused file (`{ path, message }` each), or none. */
export function importIssues(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError) || !error.bodyText) return [];
  try {
    const body = JSON.parse(error.bodyText) as { issues?: unknown };
    return Array.isArray(body.issues)
      ? body.issues.filter(
          (i): i is { path: string; message: string } =>
            typeof i === 'object' &&
            i !== null &&
            typeof i.path === 'string' &&
            typeof i.message === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The line above a refused file's list of problems: the server's summary ("The file has 3 problems."),
 * or nothing when it only repeats a problem the list shows (a bad file's error is said once). Without
 * a list, the server's message or `fallback`.
 */
export function importFailureSummary(error: unknown, fallback: string): string | null {
  const issues = importIssues(error);
  if (issues.length === 0) return serverMessage(error, fallback);
  let message: unknown;
  try {
    message = (JSON.parse((error as ApiError).bodyText) as { message?: unknown }).message;
  } catch {
    return null;
  }
  if (typeof message !== 'string' || !message.trim()) return null;
  const repeats = (issue: { path: string; message: string }) =>
    message === issue.message || message.includes(`${issue.path}: ${issue.message}`);
  return issues.some(repeats) ? null : message;
}

/** True when a preview adds and changes nothing: everything in the file is already here. */
export function nothingNew(result: ImportResult): boolean {
  return IMPORT_KINDS.every((kind) => result[kind].added === 0 && result[kind].updated === 0);
}

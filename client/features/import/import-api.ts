import type { ImportResult } from '../../../core/schemas/import';
import { ApiError } from '../../lib/api';
import { getSessionId } from '../../lib/session';

export interface ImportRequest {
  file: Blob;
  dryRun: boolean;
  /** Daylio: mood name → core feeling (0–10). */
  moods?: ReadonlyMap<string, number>;
  /** Share of the file sent so far, 0–1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** The query string of `POST /api/import`. */
export function importQuery(dryRun: boolean, moods?: ReadonlyMap<string, number>): string {
  const params = new URLSearchParams();
  if (dryRun) params.set('dryRun', '1');
  // Object.fromEntries defines each key as the object's own, `__proto__` included (decision 248).
  if (moods && moods.size > 0) params.set('moods', JSON.stringify(Object.fromEntries(moods)));
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
    xhr.open('POST', `/api/import${importQuery(req.dryRun, req.moods)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', req.file.type || 'application/octet-stream');
    const session = getSessionId();
    if (session) xhr.setRequestHeader('x-session-id', session);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) req.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ImportResult);
        } catch {
          reject(new ApiError(xhr.status, '', 'The answer could not be read'));
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, '', 'The network is not reachable'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    req.signal?.addEventListener('abort', () => xhr.abort());
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

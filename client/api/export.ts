import { apiFetch } from './http/request';
import { fileNameFromDisposition, saveBlob } from '../lib/download';
import { localIsoDay } from '../lib/format-date';

export type ExportFormat = 'csv' | 'json';

/**
 * Downloads the signed-in user's complete data (`GET /api/export?format=…`, docs/product.md §11.4) under the
 * name the server gives in Content-Disposition. Throws (ApiError) when the server refuses.
 */
export async function downloadExport(format: ExportFormat): Promise<string> {
  const response = await apiFetch(`/api/export?format=${format}`);
  if (!response) throw new Error('401: not signed in');
  const blob = await response.blob();
  const fallback = `tend-export-${localIsoDay()}.${format}`;
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallback);
  saveBlob(blob, name);
  return name;
}

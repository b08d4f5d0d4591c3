/**
 * The file name of a `Content-Disposition` header (RFC 6266: `filename*=UTF-8''…` wins over
 * `filename="…"`), or the fallback. Path separators are dropped so a name can never point elsewhere.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    name = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1]?.trim();
  }
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe ? safe : fallback;
}

/** Saves a blob as a file through a temporary object URL, freed 100 ms later (docs/product.md §7). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 100);
}

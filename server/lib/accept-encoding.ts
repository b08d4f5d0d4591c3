/**
 * Whether an `Accept-Encoding` header (RFC 9110 §12.5.3) accepts `coding`: listed by name or as `*`,
 * with a quality above zero (a coding named explicitly wins over `*`). Case-insensitive.
 */
export function acceptsEncoding(header: string | string[] | undefined, coding: string): boolean {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return false;
  let named: number | undefined;
  let any: number | undefined;
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(quality)) continue;
    if (name === coding.toLowerCase()) named = quality;
    else if (name === '*') any = quality;
  }
  return (named ?? any ?? 0) > 0;
}

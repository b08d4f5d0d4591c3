import { allOf, apiFetch, type ApiOptions, type Reader } from './request';

/**
 * One page of a list endpoint (docs/api.md, "Lists"): the rows, newest first, and the path of the
 * next page from the RFC 8288 `Link: <…>; rel="next"` header, or null on the last page.
 */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/** The target of the `rel="next"` link in a Link header, or null. Only same-origin API paths count. */
export function nextPageFrom(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const m = /<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (!m?.[1] || !/(^|;)\s*rel="?([^";]*\s)?next(\s[^";]*)?"?\s*(;|$)/.test(m[2] ?? '')) continue;
    return m[1].startsWith('/api/') ? m[1] : null;
  }
  return null;
}

/** GET one page of a list. `path` may carry `?limit=` and `?before=` (a `next` from the page before). */
export async function apiPage<T>(
  path: string,
  item: Reader<T>,
  opts: Pick<ApiOptions, 'signal'> = {},
): Promise<Page<T>> {
  item.prepare?.();
  const response = await apiFetch(path, opts);
  if (!response) return { items: [], next: null };
  const text = await response.text();
  const rows: unknown = text ? JSON.parse(text) : [];
  const items = await allOf((Array.isArray(rows) ? rows : []).map((row) => item.parse(row)));
  return { items, next: nextPageFrom(response.headers.get('link')) };
}

/** Every row of a list, page after page (only for what is about the whole history, like an export). */
export async function apiAllPages<T>(
  path: string,
  item: Reader<T>,
  opts: Pick<ApiOptions, 'signal'> = {},
): Promise<T[]> {
  const all: T[] = [];
  let next: string | null = path;
  while (next) {
    const page: Page<T> = await apiPage(next, item, opts);
    all.push(...page.items);
    next = page.next;
  }
  return all;
}

import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ApiSearchResult, SearchKind } from '../../core/schemas/search';
import { SEARCH_QUERY_MAX, searchTerms, snippetParts } from '../../core/search';
import { formatDay } from '../lib/format-date';
import { invalidProps } from '../lib/field-errors';
import { useSearch } from '../api/search';
import { lengthError } from '../lib/text-length';
import { LengthCounter, shownCounterId } from './length-counter';
import { FieldError } from './ui/field-error';
import { Input } from './ui/input';

const TYPING_PAUSE_MS = 200;

/** A snippet as text nodes with <mark> around the matched words: entry text is never parsed as HTML. */
export function Snippet({ result }: { result: Pick<ApiSearchResult, 'snippet' | 'highlights'> }) {
  return (
    <>
      {snippetParts(result).map((part, i) =>
        part.marked ? (
          <mark key={i} className="rounded-sm bg-accent px-0.5 text-accent-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

export interface SearchBoxProps {
  kind: SearchKind;
  label: string;
  placeholder: string;
  /** Called when a result is chosen. */
  onSelect: (result: ApiSearchResult) => void;
  /**
   * Told whether a search is active, so the page can hide its own list meanwhile: "No matches" is
   * never followed by the whole list.
   */
  onSearchingChange?: (searching: boolean) => void;
}

/** A search field that answers as you type (decision 133), best matches first, with highlighted snippets. */
export function SearchBox({ kind, label, placeholder, onSelect, onSearchingChange }: SearchBoxProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const inputId = useId();
  const statusId = useId();
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  // A longer query is refused at the field rather than cut (decision 260).
  const tooLong = lengthError(text, SEARCH_QUERY_MAX, 'A search');
  const search = useSearch(tooLong ? '' : query, kind);
  const active = !tooLong && searchTerms(query).length > 0;
  useEffect(() => onSearchingChange?.(active), [active, onSearchingChange]);
  const results = active ? (search.data ?? []) : [];

  const shown = query.trim();
  const count = results.length;
  const status = !active
    ? ''
    : search.isError
      ? t`Search failed. Check your connection and try again.`
      : search.isPending
        ? t`Searching…`
        : count === 0
          ? t`No matches for “${shown}”`
          : // The server answers at most 20: "20+ matches" says there may be more.
            count === 20
            ? t`${count}+ matches`
            : plural(count, { one: '# match', other: '# matches' });

  return (
    <div role="search" className="space-y-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 start-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="search"
          value={text}
          placeholder={placeholder}
          {...invalidProps(inputId, tooLong, statusId, shownCounterId(inputId, text, SEARCH_QUERY_MAX))}
          className="ps-10"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <LengthCounter fieldId={inputId} value={text} max={SEARCH_QUERY_MAX} />
      <FieldError fieldId={inputId} message={tooLong} />
      <p id={statusId} role="status" className="text-sm text-muted-foreground empty:hidden">
        {status}
      </p>
      {results.length > 0 && (
        <ol aria-label={t`Search results`} className="space-y-2">
          {results.map((result) => (
            <li key={`${result.kind}-${result.id}`}>
              <button
                type="button"
                onClick={() => onSelect(result)}
                className="block w-full rounded-xl border border-border bg-surface px-4 py-3 text-start hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex items-baseline justify-between gap-3">
                  {/* The person's text in its own direction (a German entry read in Arabic keeps its full stop at the end). */}
                  <span dir={result.title ? 'auto' : undefined} className="min-w-0 font-medium break-words">
                    {result.title ?? t`Untitled entry`}
                  </span>
                  <time dateTime={result.day} className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    {formatDay(result.day, 'day')}
                  </time>
                </span>
                <span
                  dir="auto"
                  className="mt-1 block text-start text-sm leading-relaxed break-words text-muted-foreground"
                >
                  <Snippet result={result} />
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

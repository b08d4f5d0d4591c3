import { CloudOff, NotebookPen, Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ApiJournalEntry } from '../../../core/schemas/journal';
import { LoadMore } from '../../components/load-more';
import { SearchBox } from '../../components/search-box';
import { TagList } from '../../components/tag-list';
import { Button, IconButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toast';
import { serverMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/document-title';
import { fetchJournalEntry, useJournalPages } from '../../api/journal';
import { formatEntryDate } from '../../shared/journal/journal-rules';
import { MoodBadge } from '../../shared/journal/mood-badge';
import { QueryView } from '../../components/query-view';
import { useFirstScreenful } from '../../lib/first-screenful';
import { useOnline } from '../../lib/offline/online';
import { withCatalogueGroup } from '../../lib/i18n';
import { Trans, useLingui } from '@lingui/react/macro';

// The reads' schemas (zod/mini's, decision 534) start loading with the screen (decision 500); the route's
// preloads hold them too, so they come with the page.
void import('../../../core/schemas/records').catch(() => undefined);

/**
 * The editor (with its day field, calendar and tag picker) and the delete confirmation (with the Radix
 * dialog) are not needed to show the entries, so they are not on the way to the first content: they
 * load once the list is shown, while the browser is idle (decision 086), and a click before that
 * waits for them under Suspense (decision 210).
 */
const loadEditor = () =>
  withCatalogueGroup('later', () => import('../../shared/journal/journal-entry-dialog'));
const JournalEntryDialog = lazy(() => loadEditor().then((m) => ({ default: m.JournalEntryDialog })));
const loadDeleteDialog = () => import('./delete-entry-dialog');
const DeleteEntryDialog = lazy(loadDeleteDialog);

function usePreloadDialogs(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const load = () => {
      void loadEditor().catch(() => undefined);
      void loadDeleteDialog().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(load, 200);
    return () => window.clearTimeout(id);
  }, [ready]);
}

type Editor = { open: false } | { open: true; entry: ApiJournalEntry | null; key: number };

export default function JournalPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Journal`);
  const entries = useJournalPages();
  const [editor, setEditor] = useState<Editor>({ open: false });
  // While a search is active the page shows only its answer, not the list under it.
  const [searching, setSearching] = useState(false);
  const [toDelete, setToDelete] = useState<ApiJournalEntry | null>(null);
  // Mounted from the first Delete on, so later closings keep their animation.
  const [deleteWanted, setDeleteWanted] = useState(false);
  if (toDelete && !deleteWanted) setDeleteWanted(true);

  // A fresh key per opening remounts the dialog, so Save or Cancel always leaves it reset (docs/product.md §4).
  const openEditor = (entry: ApiJournalEntry | null) => setEditor({ open: true, entry, key: Date.now() });
  const list = entries.data?.pages.flatMap((page) => page.items) ?? [];
  // The first screenful with the page, the rest a screenful a frame after it (decisions 525, 524).
  const drawn = useFirstScreenful(list.length);
  const shown = drawn < list.length ? list.slice(0, drawn) : list;
  // Until every loaded entry is drawn, nothing that sits under the list (it would move down).
  const allShown = shown.length === list.length;
  const online = useOnline();
  // Offline with no list kept yet (opened offline before the idle prefetch, decision 152): writing
  // never needs the list — the write queue saves it (decision 150) — so the editor is there anyway.
  const notKept = !online && entries.isPending;
  usePreloadDialogs(!entries.isPending || notKept);
  // A search result opens in the editor: from the loaded pages, or read on its own when it is older (decision 171).
  const openResult = async (id: string) => {
    const loaded = list.find((e) => e.id === id);
    if (loaded) return openEditor(loaded);
    try {
      openEditor(await fetchJournalEntry(id));
    } catch (error) {
      toast({
        title: t`We couldn't open that entry`,
        description: serverMessage(error, t`Check your connection and try again.`),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <PageHeader
        title={t`Journal`}
        description={t`A private space for your thoughts.`}
        actions={
          // Everywhere but the empty journal, which has its own "Write Your First Entry".
          (list.length > 0 || notKept) && (
            <Button size="sm" onClick={() => openEditor(null)}>
              <Plus aria-hidden className="size-4" />
              <Trans>New Entry</Trans>
            </Button>
          )
        }
      />

      {notKept ? (
        <EntriesNotKept />
      ) : (
        <QueryView
          query={entries}
          loading={t`Loading your journal`}
          failed={t`We couldn't load your journal.`}
          checkConnection
          alert
          drawAtOnce
        >
          {() =>
            list.length === 0 ? (
              <EmptyJournal onWrite={() => openEditor(null)} />
            ) : (
              <>
                <div className="mb-5">
                  <SearchBox
                    kind="journal"
                    label={t`Search your journal`}
                    placeholder={t`Words from an entry`}
                    onSelect={(result) => void openResult(result.id)}
                    onSearchingChange={setSearching}
                  />
                </div>
                <ol className="space-y-4" aria-label={t`Journal entries`} hidden={searching}>
                  {shown.map((entry) => (
                    <li key={entry.id}>
                      <JournalEntryCard
                        entry={entry}
                        onEdit={() => openEditor(entry)}
                        onDelete={() => setToDelete(entry)}
                      />
                    </li>
                  ))}
                </ol>
              </>
            )
          }
        </QueryView>
      )}
      {list.length > 0 && allShown && !searching && (
        <LoadMore
          pages={entries}
          shown={list.length}
          itemSelector="[data-journal-entry]"
          text={{
            button: t`Load more entries`,
            every: (shown: number) => t`That's every entry (${shown}).`,
            failed: t`We couldn't load older entries. Check your connection and try again.`,
          }}
        />
      )}

      {editor.open && (
        <Suspense fallback={null}>
          <JournalEntryDialog
            key={editor.key}
            open
            entry={editor.entry}
            onClose={() => setEditor({ open: false })}
          />
        </Suspense>
      )}
      {deleteWanted && (
        <Suspense fallback={null}>
          <DeleteEntryDialog entry={toDelete} onClose={() => setToDelete(null)} />
        </Suspense>
      )}
    </>
  );
}

/** Offline, before this device has kept the list: the entries wait for the network, writing does not. */
function EntriesNotKept() {
  return (
    <Card role="status" className="flex flex-col items-center px-6 py-10 text-center">
      <CloudOff aria-hidden className="mb-3 size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold tracking-tight">
        <Trans>Your entries aren’t on this device yet</Trans>
      </h2>
      <p className="mt-1 max-w-xs text-sm text-muted-foreground">
        <Trans>
          They will load as soon as you’re back online. You can still write a new entry: it is kept here and
          saved when the connection returns.
        </Trans>
      </p>
    </Card>
  );
}

function EmptyJournal({ onWrite }: { onWrite: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={NotebookPen}
      title={t`No journal entries yet`}
      action={
        <Button className="mt-6" onClick={onWrite}>
          <Plus aria-hidden className="size-4" />
          <Trans>Write Your First Entry</Trans>
        </Button>
      }
    >
      <Trans>Capture a thought, a small win or how today felt. A few lines are plenty.</Trans>
    </EmptyState>
  );
}

function JournalEntryCard({
  entry,
  onEdit,
  onDelete,
}: {
  entry: ApiJournalEntry;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const when = formatEntryDate(entry.date);
  const title = entry.title;
  return (
    <Card padding="none">
      <article
        aria-label={title ?? t`Entry of ${when}`}
        data-journal-entry
        tabIndex={-1}
        className="px-5 pt-3 pb-5"
      >
        <div className="flex items-center justify-between gap-3">
          <MoodBadge mood={entry.mood} />
          <div className="-me-2.5 flex shrink-0">
            <IconButton
              icon={Pencil}
              label={title ? t`Edit ${title}` : t`Edit entry of ${when}`}
              onClick={onEdit}
            />
            <IconButton
              icon={Trash2}
              label={title ? t`Delete ${title}` : t`Delete entry of ${when}`}
              onClick={onDelete}
              className="text-muted-foreground hover:text-destructive"
            />
          </div>
        </div>
        {entry.title && (
          <h2 dir="auto" className="mt-1 text-lg leading-snug font-semibold tracking-tight wrap-anywhere">
            {entry.title}
          </h2>
        )}
        <p
          className={
            entry.title ? 'mt-0.5 text-sm text-muted-foreground' : 'mt-1 text-sm text-muted-foreground'
          }
        >
          <time dateTime={entry.date}>{when}</time>
        </p>
        <EntryContent id={`entry-${entry.id}-content`} content={entry.content} />
        <TagList tags={entry.tags} className="mt-3" />
      </article>
    </Card>
  );
}

/** Entries longer than this (characters or lines) start collapsed with "Show more" (decision 102). */
const COLLAPSE_CHARS = 600;
const COLLAPSE_LINES = 8;

function isLong(content: string): boolean {
  return content.length > COLLAPSE_CHARS || content.split('\n').length > COLLAPSE_LINES;
}

function EntryContent({ id, content }: { id: string; content: string }) {
  const long = isLong(content);
  const [expanded, setExpanded] = useState(false);
  const collapsed = long && !expanded;
  const { t } = useLingui();
  return (
    <>
      {/* The person's own words set their direction, whatever the screen's language (decision 425). */}
      <p
        id={id}
        dir="auto"
        className={cn(
          'mt-3 leading-relaxed whitespace-pre-wrap text-foreground/90 wrap-anywhere',
          collapsed && 'line-clamp-6',
        )}
      >
        {/* A 20,000-character entry is not rendered in full just to be clamped. */}
        {collapsed ? content.slice(0, COLLAPSE_CHARS * 2) : content}
      </p>
      {long && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 -ms-3 text-primary"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t`Show less` : t`Show more`}
        </Button>
      )}
    </>
  );
}

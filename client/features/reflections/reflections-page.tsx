import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, NotebookPen, Pencil, Trash2, X } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAreas } from '../../shared/areas/use-areas';
import type { ApiDimensionReflection } from '../../../core/schemas/reflections';
import { LoadMore } from '../../components/load-more';
import { SearchBox } from '../../components/search-box';
import { Button, IconButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toast';
import { useAfterLayout } from '../../lib/after-layout';
import { cn } from '../../lib/cn';
import { useSignedInUser } from '../../api/user';
import { useDocumentTitle } from '../../lib/document-title';
import { SAVED_ON_DEVICE } from '../../lib/offline/messages';
import { BandBadge } from '../../shared/wellbeing/band-badge';
import { DimensionBubble } from '../../shared/wellbeing/dimension-icon';
import { openDimensionState } from '../../shared/wellbeing/open-dimension-event';
import {
  applyQueuedReflectionDelete,
  deleteReflection,
  editReflectionPages,
  reflectionPagesQuery,
  reflectionQuery,
  refreshOneReflection,
  updateReflection,
} from '../../api/reflections';
import { DELETE_CONFIRMATION, dimensionFromSearch, editEventDetail, withPractice } from './reflection-rules';
import { formatDay } from '../../lib/format-date';
import { shownScore } from '../../shared/wellbeing/score-words';
import { QueryView } from '../../components/query-view';
import { useFirstScreenful } from '../../lib/first-screenful';

// The reads' schemas (zod/mini's, decision 534) start loading with the screen (decision 500); the route's
// preloads hold them too, so they come with the page.
void import('../../../core/schemas/records').catch(() => undefined);

/**
 * An area's name inside a sentence (decision 431): lower case, as English writes it ("No sleep
 * reflections yet"), except in German, whose nouns keep their capital ("Noch keine Reflexionen zu Schlaf").
 */
function labelInSentence(label: string, locale: string): string {
  if (locale === 'de') return label;
  try {
    return label.toLocaleLowerCase(locale);
  } catch {
    return label.toLowerCase();
  }
}

export default function ReflectionsPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const dimension = dimensionFromSearch(params.get('dimension'));
  // The person's name and colour for the area (decision 350); any area of the wheel has reflections (decision 374).
  const wheel = useAreas();
  const area = wheel.byKey(dimension) ?? wheel.all[0]!;
  const label = area.label;
  const areaName = labelInSentence(label, i18n.locale);
  const title = t`${label} Reflections`;
  useDocumentTitle(title);
  const navigate = useNavigate();
  // One page of the area at a time, older pages as the user scrolls or presses "Load more" (decision 087).
  const reflections = useInfiniteQuery(reflectionPagesQuery(dimension));
  const list = reflections.data?.pages.flatMap((page) => page.items) ?? [];
  // The first screenful is drawn with the page, the rest of the page a screenful a frame after it (decisions 521, 524).
  const drawn = useFirstScreenful(list.length);
  const shownList = drawn < list.length ? list.slice(0, drawn) : list;
  // A search result being shown: in the loaded list it is scrolled to, otherwise opened on its own.
  const [found, setFound] = useState<{ id: string; dimension: string } | null>(null);
  const shownFound = found && found.dimension === dimension ? found.id : null;

  // docs/product.md §2: edit and back return to the wheel (/app for a signed-in person, decision 061) and open the
  // area's sheet there. The request travels as router state, read once by the wheel (decision 166).
  const backToWheel = () => void navigate('/app', { state: openDimensionState({ dimension }) });
  const editReflection = (reflection: ApiDimensionReflection) =>
    void navigate('/app', { state: openDimensionState(editEventDetail(reflection)) });
  const closeFound = useCallback(() => setFound(null), []);

  return (
    <>
      <PageHeader
        title={title}
        description={t`What you noticed, and the small steps you chose.`}
        back={{ to: '/app', label: t`Back to the wheel`, state: openDimensionState({ dimension }) }}
      />
      <AreaTabs current={dimension} />
      <div className="mb-5">
        <SearchBox
          kind="reflection"
          label={t`Search all reflections`}
          placeholder={t`Words from a reflection`}
          onSelect={(result) => {
            const area = dimensionFromSearch(result.dimension ?? null);
            setFound({ id: result.id, dimension: area });
            if (area !== dimension) void navigate(`/reflections?dimension=${area}`);
          }}
        />
      </div>
      {shownFound && reflections.isSuccess && (
        <FoundReflection
          key={shownFound}
          dimension={dimension}
          id={shownFound}
          loaded={shownList.some((r) => r.id === shownFound)}
          onClose={closeFound}
          onEdit={editReflection}
        />
      )}

      <QueryView
        query={reflections}
        loading={t`Loading reflections`}
        failed={t`We could not load your reflections.`}
        drawAtOnce
      >
        {() =>
          list.length === 0 ? (
            <Card className="flex flex-col items-center px-6 py-8 text-center">
              <DimensionBubble dimension={area} className="size-14" iconClassName="size-7" />
              <h2 className="mt-4 text-lg font-semibold">
                <Trans>No {areaName} reflections yet</Trans>
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                <Trans>
                  When you rate {areaName} on the wheel, add a note or a place to start and it will be kept
                  here.
                </Trans>
              </p>
              <Button size="lg" block className="mt-6" onClick={backToWheel}>
                <Trans>Go to the Wheel</Trans>
              </Button>
            </Card>
          ) : (
            <ul className="space-y-4" aria-label={t`${label} reflections`}>
              {shownList.map((reflection) => (
                <li key={reflection.id}>
                  <ReflectionCard reflection={reflection} onEdit={() => editReflection(reflection)} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {/* Under the whole page only: in view under the first screenful, it would load the next page at once. */}
      {list.length > 0 && drawn === list.length && (
        <LoadMore
          pages={reflections}
          shown={list.length}
          itemSelector="[data-reflection]"
          text={{
            button: t`Load more reflections`,
            every: (shown: number) => t`That's every reflection (${shown}).`,
            failed: t`We couldn't load older reflections. Check your connection and try again.`,
          }}
        />
      )}
    </>
  );
}

/**
 * A reflection chosen in the search (decision 171). One on the loaded pages is brought into view and
 * focused there; an older one is read on its own and shown above the list, focused, with a Close.
 */
function FoundReflection({
  dimension,
  id,
  loaded,
  onClose,
  onEdit,
}: {
  dimension: string;
  id: string;
  loaded: boolean;
  onClose: () => void;
  onEdit: (reflection: ApiDimensionReflection) => void;
}) {
  const { t } = useLingui();
  const one = useQuery({ ...reflectionQuery(dimension, id), enabled: !loaded });
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!loaded) return;
    const card = document.getElementById(`reflection-${id}`);
    card?.scrollIntoView({ block: 'center' });
    card?.focus();
    onClose();
  }, [loaded, id, onClose]);
  const ready = !loaded && one.isSuccess;
  useEffect(() => {
    if (ready) region.current?.focus();
  }, [ready]);

  if (loaded) return null;
  if (one.isError) {
    return (
      <p role="alert" className="mb-5 rounded-xl bg-surface-muted px-4 py-3 text-sm">
        <Trans>
          We couldn&apos;t open that reflection. It may have been deleted, or the connection dropped.
        </Trans>
      </p>
    );
  }
  if (!one.data) {
    return (
      <p className="mb-5 text-sm text-muted-foreground">
        <Trans>Opening the reflection…</Trans>
      </p>
    );
  }
  return (
    <section ref={region} tabIndex={-1} aria-label={t`From your search`} className="mb-6 outline-none">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold text-muted-foreground">
          <Trans>From your search</Trans>
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden className="size-4" />
          <Trans>Close</Trans>
        </Button>
      </div>
      <ReflectionCard reflection={one.data} onDeleted={onClose} onEdit={() => onEdit(one.data)} />
    </section>
  );
}

/** Scrolls the area row sideways so the open area's chip shows, when it does not. */
function bringOpenAreaIntoView(nav: HTMLElement): void {
  const chip = nav.querySelector<HTMLElement>('[aria-current="page"]');
  if (!chip || nav.scrollWidth <= nav.clientWidth) return;
  const left = chip.offsetLeft - nav.offsetLeft;
  if (left < nav.scrollLeft || left + chip.offsetWidth > nav.scrollLeft + nav.clientWidth) {
    nav.scrollLeft = left - (nav.clientWidth - chip.offsetWidth) / 2;
  }
}

function AreaTabs({ current }: { current: string }) {
  const { t } = useLingui();
  const [row, setRow] = useState<HTMLElement | null>(null);
  // On a phone the row scrolls sideways: bring the open area's chip into view (Finance is off screen
  // at first), by scrolling the row itself so the page never jumps. When the row is first laid out (and
  // as it resizes), in the frame before it is painted (decision 543); when another area opens, at once.
  useAfterLayout(row, (_box, laidOut) => bringOpenAreaIntoView(laidOut));
  const shown = useRef(current);
  useLayoutEffect(() => {
    if (!row || shown.current === current) return;
    shown.current = current;
    bringOpenAreaIntoView(row);
  }, [row, current]);
  const wheel = useAreas();
  return (
    // A row to scroll sideways on a phone; on a wide screen every area shows, wrapping if need be.
    <nav
      ref={setRow}
      aria-label={t`Areas`}
      className="-mx-5 mb-5 overflow-x-auto px-5 pb-1 lg:mx-0 lg:overflow-visible lg:px-0"
    >
      <ul className="flex w-max gap-2 lg:w-auto lg:flex-wrap">
        {/* The shown areas in wheel order, and the open one when it is hidden (decision 374). */}
        {wheel.all
          .filter((d) => !d.hidden || d.key === current)
          .map((d) => {
            const active = d.key === current;
            return (
              <li key={d.key}>
                <Link
                  to={`/reflections?dimension=${d.key}`}
                  replace
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors',
                    active
                      ? 'border-transparent bg-primary text-primary-foreground'
                      : 'border-border bg-surface text-foreground hover:bg-surface-muted',
                  )}
                >
                  <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: d.color }} />
                  {d.label}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}

function ReflectionCard({
  reflection,
  onEdit,
  onDeleted,
}: {
  reflection: ApiDimensionReflection;
  onEdit: () => void;
  onDeleted?: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const key = reflectionPagesQuery(reflection.dimension).queryKey;
  const score = Number(reflection.score);
  const date = formatDay(reflection.day, 'longDay');

  const user = useSignedInUser();
  const label = useAreas().label(reflection.dimension);
  const practice = useMutation({
    // Works offline too: the toggle waits on this device and syncs later (decision 150).
    networkMode: 'always',
    mutationFn: (next: boolean) =>
      updateReflection(
        reflection.id,
        { putIntoPractice: next },
        {
          userId: user.id,
          summary: next
            ? t`${label} reflection marked put into practice`
            : t`${label} reflection marked not put into practice`,
        },
      ),
    onMutate: (next) => {
      const before = queryClient.getQueryData(key);
      editReflectionPages(queryClient, reflection.dimension, (items) =>
        withPractice(items, reflection.id, next),
      );
      return { before };
    },
    onError: (_error, _next, context) => {
      queryClient.setQueryData(key, context?.before);
      refreshOneReflection(queryClient, reflection.dimension, reflection.id);
      toast({ title: t`Failed to update practice status`, variant: 'destructive' });
    },
  });

  const remove = useMutation({
    networkMode: 'always',
    mutationFn: () =>
      deleteReflection(reflection.id, {
        userId: user.id,
        summary: t`${label} reflection from ${date} deleted`,
        content: [reflection.notes, reflection.reflection].filter(Boolean).join('\n\n') || undefined,
      }),
    onSuccess: (outcome) => {
      onDeleted?.();
      if (outcome.queued) {
        applyQueuedReflectionDelete(queryClient, reflection.dimension, reflection.id);
        toast(SAVED_ON_DEVICE);
        return;
      }
      toast({ title: t`Reflection deleted successfully`, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: () => {
      toast({ title: t`Failed to delete reflection`, variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const on = reflection.putIntoPractice;
  return (
    <Card
      className="space-y-4"
      aria-label={t`Reflection from ${date}`}
      role="article"
      id={`reflection-${reflection.id}`}
      data-reflection
      tabIndex={-1}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{date}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <span className="text-2xl font-semibold tabular-nums">
              {shownScore(score)}
              <span className="text-sm font-normal text-muted-foreground"> / 10</span>
            </span>
            <BandBadge score={score} wrap />
          </p>
        </div>
        <div className="-me-2 flex shrink-0">
          <IconButton icon={Pencil} label={t`Edit reflection`} iconClassName="size-5" onClick={onEdit} />
          <IconButton
            icon={Trash2}
            label={t`Delete reflection`}
            iconClassName="size-5"
            className="text-destructive"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(i18n._(DELETE_CONFIRMATION))) remove.mutate();
            }}
          />
        </div>
      </div>

      {reflection.notes && (
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <Trans>Notes</Trans>
          </h3>
          <p dir="auto" className="mt-1 leading-relaxed whitespace-pre-line">
            {reflection.notes}
          </p>
        </div>
      )}
      {reflection.reflection && (
        <div className="rounded-xl bg-primary-soft px-4 py-3 text-primary-soft-foreground">
          <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase">
            <NotebookPen aria-hidden className="size-3.5" />
            <Trans>Where to start</Trans>
          </h3>
          <p dir="auto" className="mt-1 leading-relaxed whitespace-pre-line">
            {reflection.reflection}
          </p>
        </div>
      )}

      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={t`Put Into Practice`}
        onClick={() => practice.mutate(!on)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-border px-4 py-2 text-start transition-colors hover:bg-surface-muted"
      >
        <span className="font-medium">
          <Trans>Put Into Practice</Trans>
        </span>
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          {on ? t`Doing it` : t`Not yet`}
          <span
            aria-hidden
            className={cn(
              'relative inline-flex h-7 w-12 items-center rounded-full transition-colors',
              on ? 'bg-primary' : 'bg-input',
            )}
          >
            <span
              className={cn(
                'absolute flex size-6 items-center justify-center rounded-full bg-surface shadow transition-transform',
                // The knob slides towards the end of the line: to the left in a right-to-left language.
                on ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5',
              )}
            >
              {on && <Check className="size-3.5 text-primary" strokeWidth={3} />}
            </span>
          </span>
        </span>
      </button>
    </Card>
  );
}

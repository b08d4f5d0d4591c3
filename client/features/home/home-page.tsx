import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Sparkles, TrendingUp, Zap } from 'lucide-react';
import { lazy, Suspense, use, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { localDay } from '../../../core/dates';
import { insights, SLEEP_IMPROVED_INSIGHT, WEEKLY_STREAK_ENTRIES } from '../../../core/insights';
import { AppHeader } from '../../components/app-header';
import { Card, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useSignedInUser } from '../../api/user';
import { useDocumentTitle } from '../../lib/document-title';
import { targetNumbers, useTargets } from '../../api/targets';
import { useDimensionSheet } from '../../shared/wellbeing/use-dimension-sheet';
import { useAreas } from '../../shared/areas/use-areas';
import { latestEntryQuery, newestEntriesQuery } from '../../api/wellbeing';
import { StreakCelebration } from '../../shared/streak/streak-celebration';
import { greeting, wheelState } from './home-rules';
import { homeReadsReady } from './home-reads';
import { MoreLinks } from './more-links';
import { OverallCard } from './overall-card';
import { WellbeingWheel } from './wellbeing-wheel';
import { Who5Offer } from './who5-offer';
import { formatInstant } from '../../lib/format-date';
import { withCatalogueGroup } from '../../lib/i18n';
import { QueryView } from '../../components/query-view';

// The rating sheet (slider, text areas, Radix dialog) is not part of the first screen: it loads at the
// first sign of the person reaching for the page (a pointer, a touch, a key, focus), or once the page
// has been quiet for a while — not on a timer during the start, where evaluating it was one of the
// longest tasks (decisions 101 and 104). Its messages are the wheel group's, fetched with it (decision 385).
const loadDimensionSheet = () =>
  withCatalogueGroup('wheel', () => import('../../shared/wellbeing/dimension-sheet'));
const DimensionSheet = lazy(() => loadDimensionSheet().then((m) => ({ default: m.DimensionSheet })));

export default function HomePage() {
  // The first time only: wait (suspended, at most a second) for the reads boot.ts started, so the
  // screen renders once with its wheel (decision 104).
  use(homeReadsReady);
  useDocumentTitle('Home');
  const user = useSignedInUser();
  const latest = useQuery(latestEntryQuery);
  // Insights look at the newest week of entries at most, so that is all Home asks for.
  const entries = useQuery(newestEntriesQuery(WEEKLY_STREAK_ENTRIES));
  const targets = useTargets();
  const sheet = useDimensionSheet();
  // Mounted from the first opening on, so later closings keep their animation.
  const [sheetWanted, setSheetWanted] = useState(false);
  if (sheet.request && !sheetWanted) setSheetWanted(true);
  useEffect(() => preloadOnIntent(() => void loadDimensionSheet()), []);
  const wheelHeadingId = useId();
  const moreHeadingId = useId();
  const wheelRef = useRef<HTMLDivElement>(null);
  // Radix returns focus only to a Dialog.Trigger; the sheet has none (segments and the window event
  // open it), so focus goes back to the area's segment, where a keyboard user left off.
  const closeSheet = (dimension: string) => {
    sheet.close();
    window.setTimeout(() => {
      wheelRef.current?.querySelector<SVGGElement>(`[data-dimension="${dimension}"]`)?.focus();
    }, 0);
  };
  const now = new Date();
  const wheel = useAreas();
  const state = wheelState(
    latest.data,
    wheel.all.map((a) => a.key),
  );

  return (
    <>
      {/* The calendar has its place under More with the other screens (decision 263). */}
      <AppHeader />
      <PageHeader
        title={greeting(user.name, now.getHours())}
        description={formatInstant(now, 'dayMonthLong')}
      />

      <QueryView
        query={latest}
        loading="Loading your wheel"
        failed="We could not load your wheel."
        checkConnection
      >
        {(data) => (
          // Wide screens: the wheel on the right, the score, check-in and insights beside it (decision 102).
          <div className="space-y-5 lg:grid lg:grid-cols-2 lg:grid-rows-[auto_auto_auto_1fr] lg:items-start lg:gap-5 lg:space-y-0">
            <OverallCard
              overall={state.overall}
              startingPoint={state.startingPoint}
              latestDay={data?.day ?? null}
              today={localDay(now, user.timeZone)}
            />

            <Card className="lg:col-start-2 lg:row-span-4 lg:row-start-1">
              <CardTitle id={wheelHeadingId}>Health and Wellbeing Wheel</CardTitle>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                Each segment is one area of your life. The further it reaches from the centre, the more
                satisfied you feel with that area right now.
              </p>
              <div className="mt-4" ref={wheelRef}>
                <WellbeingWheel
                  areas={wheel.shown}
                  scores={state.scores}
                  overall={state.overall}
                  startingPoint={state.startingPoint}
                  onSelect={(dimension) => sheet.open(dimension)}
                  labelledBy={wheelHeadingId}
                  targets={targetNumbers(targets.data)}
                />
              </div>
              <p className="mt-4 text-center text-sm font-medium text-foreground">
                Tap an area to rate your satisfaction, or use Quick Check-in.
              </p>
              <p className="mt-2 flex flex-wrap justify-center gap-x-5 text-sm">
                <Link
                  to="/targets"
                  className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
                >
                  {targets.data && Object.values(targets.data).some((t) => t !== null)
                    ? 'Change targets'
                    : 'Set targets'}
                </Link>
                <Link
                  to="/your-wheel"
                  className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
                >
                  Change your wheel
                </Link>
                <Link
                  to="/what-moves"
                  className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
                >
                  What moves each area
                </Link>
              </p>
            </Card>

            <Link
              to="/quick-checkin"
              className="flex min-h-16 items-center gap-4 rounded-2xl bg-primary px-5 py-4 text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15">
                <Zap aria-hidden className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">Quick Check-in</span>
                <span className="block text-sm opacity-90">One question about how you feel overall</span>
              </span>
              <ChevronRight aria-hidden className="size-5 shrink-0" />
            </Link>

            <Who5Offer />
            <RecentInsights list={entries.data ? insights(entries.data.items) : []} />
            <MoreLinks headingId={moreHeadingId} />
          </div>
        )}
      </QueryView>

      {sheetWanted && (
        <Suspense fallback={null}>
          <DimensionSheet
            request={sheet.request}
            currentScore={(dimension) => state.scores[dimension] ?? 5}
            onClose={closeSheet}
          />
        </Suspense>
      )}
      <StreakCelebration />
    </>
  );
}

function RecentInsights({ list }: { list: string[] }) {
  if (list.length === 0) return null;
  return (
    <Card>
      <CardTitle>Recent Insights</CardTitle>
      <ul className="mt-3 space-y-2">
        {list.map((text) => {
          const Icon = text === SLEEP_IMPROVED_INSIGHT ? TrendingUp : Sparkles;
          return (
            <li key={text} className="flex items-center gap-3 rounded-xl bg-primary-soft px-3.5 py-3">
              <Icon aria-hidden className="size-5 shrink-0 text-primary-soft-foreground" />
              <span className="text-sm font-medium text-primary-soft-foreground">{text}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

const INTENT_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;
/** Quiet this long after the start, the sheet loads anyway, so the first tap never waits for it. */
const QUIET_PRELOAD_MS = 8000;

/** Calls `load` once, on the first intent event or after a quiet while; returns the cleanup. */
function preloadOnIntent(load: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cleanup();
    load();
  };
  const timer = window.setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(once, { timeout: 2000 });
    else once();
  }, QUIET_PRELOAD_MS);
  for (const type of INTENT_EVENTS) window.addEventListener(type, once, { passive: true, capture: true });
  function cleanup() {
    window.clearTimeout(timer);
    for (const type of INTENT_EVENTS) window.removeEventListener(type, once, { capture: true });
  }
  return () => {
    done = true;
    cleanup();
  };
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Sparkles, TrendingUp, Zap } from 'lucide-react';
import { lazy, Suspense, use, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { localDay } from '../../../core/dates';
import {
  insights,
  SLEEP_IMPROVED_INSIGHT,
  WEEKLY_STREAK_ENTRIES,
  WEEKLY_STREAK_INSIGHT,
} from '../../../core/insights';
import { AppHeader } from '../../components/app-header';
import { Card, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useSignedInUser } from '../../api/user';
import { useDocumentTitle } from '../../lib/document-title';
import { targetNumbers, useTargets } from '../../api/targets';
import { useDimensionSheet } from '../../shared/wellbeing/use-dimension-sheet';
import { preloadOnIntent } from '../../lib/preload-on-intent';
import { useAreas } from '../../shared/areas/use-areas';
import { latestEntryQuery, newestEntriesQuery } from '../../api/wellbeing';
import { StreakCelebration } from '../../shared/streak/streak-celebration';
import { dayPart, wheelState } from './home-rules';
import { homeReadsReady } from './home-reads';
import { MoreLinks } from './more-links';
import { OverallCard } from './overall-card';
import { WellbeingWheel } from './wellbeing-wheel';
import { Who5Offer } from './who5-offer';
import { formatInstant } from '../../lib/format-date';
import { withCatalogueGroup } from '../../lib/i18n';
import { WheelQueryView } from '../../shared/areas/wheel-query-view';

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
  const { t } = useLingui();
  useDocumentTitle(t`Home`);
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
  const who = user.name?.trim() || t`User`;
  const part = dayPart(now.getHours());
  const greeting =
    part === 'night'
      ? t`Hello, ${who}`
      : part === 'morning'
        ? t`Good morning, ${who}`
        : part === 'afternoon'
          ? t`Good afternoon, ${who}`
          : t`Good evening, ${who}`;
  const wheel = useAreas();
  const state = wheelState(
    latest.data,
    wheel.all.map((a) => a.key),
  );

  return (
    <>
      {/* The calendar has its place under More with the other screens (decision 263). */}
      <AppHeader />
      <PageHeader title={greeting} description={formatInstant(now, 'dayMonthLong')} />

      <WheelQueryView query={latest}>
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
              <CardTitle id={wheelHeadingId}>
                <Trans>Health and Wellbeing Wheel</Trans>
              </CardTitle>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                <Trans>
                  Each segment is one area of your life. The further it reaches from the centre, the more
                  satisfied you feel with that area right now.
                </Trans>
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
                <Trans>Tap an area to rate your satisfaction, or use Quick Check-in.</Trans>
              </p>
              <p className="mt-2 flex flex-wrap justify-center gap-x-5 text-sm">
                <Link
                  to="/targets"
                  className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
                >
                  {targets.data && Object.values(targets.data).some((t) => t !== null)
                    ? t`Change targets`
                    : t`Set targets`}
                </Link>
                <Link
                  to="/your-wheel"
                  className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
                >
                  <Trans>Change your wheel</Trans>
                </Link>
                <Link
                  to="/what-moves"
                  className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
                >
                  <Trans>What moves each area</Trans>
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
                <span className="block font-semibold">
                  <Trans>Quick Check-in</Trans>
                </span>
                <span className="block text-sm opacity-90">
                  <Trans>One question about how you feel overall</Trans>
                </span>
              </span>
              <ChevronRight aria-hidden className="size-5 shrink-0 rtl:-scale-x-100" />
            </Link>

            <Who5Offer />
            <RecentInsights list={entries.data ? insights(entries.data.items) : []} />
            <MoreLinks headingId={moreHeadingId} />
          </div>
        )}
      </WheelQueryView>

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
  const { t } = useLingui();
  if (list.length === 0) return null;
  // core's insights are the spec's English sentences; each has its message here.
  const words: Record<string, string> = {
    [SLEEP_IMPROVED_INSIGHT]: t`Your sleep score improved!`,
    [WEEKLY_STREAK_INSIGHT]: t`Weekly tracking streak!`,
  };
  return (
    <Card>
      <CardTitle>
        <Trans>Recent Insights</Trans>
      </CardTitle>
      <ul className="mt-3 space-y-2">
        {list.map((text) => {
          const Icon = text === SLEEP_IMPROVED_INSIGHT ? TrendingUp : Sparkles;
          return (
            <li key={text} className="flex items-center gap-3 rounded-xl bg-primary-soft px-3.5 py-3">
              <Icon aria-hidden className="size-5 shrink-0 text-primary-soft-foreground" />
              <span className="text-sm font-medium text-primary-soft-foreground">{words[text] ?? text}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

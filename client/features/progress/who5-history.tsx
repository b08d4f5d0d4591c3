import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { who5Change } from '../../../core/who5';
import { useWho5History } from '../../api/who5';
import { QueryView } from '../../components/query-view';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { formatDay } from '../../lib/format-date';
import { Who5Trend } from '../../shared/who5/who5-trend';

/**
 * The change since the previous result, said plainly in the reader's language: the same sentences as
 * the questionnaire's result (`who5-page.tsx`) and `who5ChangeSentence` (English, byte for byte).
 */
function useChangeSentence(previous: { day: string; percent: number } | undefined, percent: number) {
  const { t } = useLingui();
  if (!previous) return null;
  const change = who5Change(previous.percent, percent);
  const since = formatDay(previous.day, 'day');
  const n = Math.abs(change.points);
  if (change.direction === 'same') return t`The same as on ${since}.`;
  if (change.direction === 'up')
    return change.meaningful
      ? plural(n, {
          one: `Up # point since ${since}: a meaningful change.`,
          other: `Up # points since ${since}: a meaningful change.`,
        })
      : plural(n, {
          one: `Up # point since ${since}, a small change (10 points or more is meaningful).`,
          other: `Up # points since ${since}, a small change (10 points or more is meaningful).`,
        });
  return change.meaningful
    ? plural(n, {
        one: `Down # point since ${since}: a meaningful change.`,
        other: `Down # points since ${since}: a meaningful change.`,
      })
    : plural(n, {
        one: `Down # point since ${since}, a small change (10 points or more is meaningful).`,
        other: `Down # points since ${since}, a small change (10 points or more is meaningful).`,
      });
}

/** The newest result's change since the one before, when there is one before it. */
function ChangeLine({
  latest,
  before,
}: {
  latest: { percent: number };
  before?: { day: string; percent: number };
}) {
  const change = useChangeSentence(before, latest.percent);
  return change ? <p className="mt-3 text-sm font-medium">{change}</p> : null;
}

/** Progress's WHO-5 section (decision 291): the trend of the two-week check and its results. */
export function Who5History() {
  const { t } = useLingui();
  const history = useWho5History();
  return (
    <section aria-labelledby="who5-heading" id="who5" className="scroll-mt-4">
      <Card>
        <CardTitle id="who5-heading">
          <Trans>Two-week wellbeing check</Trans>
        </CardTitle>
        <CardDescription className="mt-0.5 leading-relaxed">
          <Trans>
            Your WHO-5 Wellbeing Index results, from 0 to 100. A change of 10 points or more is meaningful.
          </Trans>
        </CardDescription>
        <QueryView
          query={history}
          loading={t`Loading your wellbeing checks`}
          failed={t`We couldn't load your wellbeing checks.`}
        >
          {({ items }) => {
            if (items.length === 0) {
              return (
                <p className="mt-4 text-sm text-muted-foreground">
                  <Trans>You have not taken the two-week wellbeing check yet.</Trans>
                </p>
              );
            }
            const [latest, before] = items;
            return (
              <>
                {latest && <ChangeLine latest={latest} before={before} />}
                <Who5Trend
                  className="mt-4"
                  points={[...items].reverse()}
                  caption={t`Your results, newest first`}
                  showTable
                  newestFirst
                />
              </>
            );
          }}
        </QueryView>
        <Link to="/who5" className={buttonClasses({ variant: 'outline', block: true }, 'mt-4')}>
          <Trans>Take the check now</Trans>
        </Link>
      </Card>
    </section>
  );
}

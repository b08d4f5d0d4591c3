import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useWho5History } from '../../api/who5';
import { QueryView } from '../../components/query-view';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { Who5Trend } from '../../shared/who5/who5-trend';
import { useChangeSentence } from '../../shared/who5/who5-change';

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

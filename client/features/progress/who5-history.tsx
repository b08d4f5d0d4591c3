import { Link } from 'react-router';
import { useWho5History } from '../../api/who5';
import { QueryView } from '../../components/query-view';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { Who5Trend } from '../../shared/who5/who5-trend';
import { who5ChangeSentence } from '../../shared/who5/who5-words';

/** Progress's WHO-5 section (decision 291): the trend of the two-week check and its results. */
export function Who5History() {
  const history = useWho5History();
  return (
    <section aria-labelledby="who5-heading" id="who5" className="scroll-mt-4">
      <Card>
        <CardTitle id="who5-heading">Two-week wellbeing check</CardTitle>
        <CardDescription className="mt-0.5 leading-relaxed">
          Your WHO-5 Wellbeing Index results, from 0 to 100. A change of 10 points or more is meaningful.
        </CardDescription>
        <QueryView
          query={history}
          loading="Loading your wellbeing checks"
          failed="We couldn't load your wellbeing checks."
        >
          {({ items }) => {
            if (items.length === 0) {
              return (
                <p className="mt-4 text-sm text-muted-foreground">
                  You have not taken the two-week wellbeing check yet.
                </p>
              );
            }
            const [latest, before] = items;
            const change = latest ? who5ChangeSentence(before, latest.percent) : null;
            return (
              <>
                {change && <p className="mt-3 text-sm font-medium">{change}</p>}
                <Who5Trend
                  className="mt-4"
                  points={[...items].reverse()}
                  caption="Your results, newest first"
                  showTable
                  newestFirst
                />
              </>
            );
          }}
        </QueryView>
        <Link to="/who5" className={buttonClasses({ variant: 'outline', block: true }, 'mt-4')}>
          Take the check now
        </Link>
      </Card>
    </section>
  );
}

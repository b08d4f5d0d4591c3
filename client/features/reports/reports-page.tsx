import { ChartLine, Printer } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { localDay, weekStartOf } from '../../../core/dates';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useSignedInUser } from '../../api/user';
import { useDocumentTitle } from '../../lib/document-title';
import { ReportSection } from './report-section';
import { ShareReportLink } from './report-parts';
import { monthOf, monthParam, shiftPeriod, weekParam } from './report-rules';
import { useMonthlyReport, useWeeklyReport } from '../../api/reports';

/**
 * Weekly and monthly reports (docs/product.md §2). The shown week and month live in the address (`?week=`,
 * `?month=`), so a reload or a shared link keeps the period; "today" is the user's own day.
 */
export default function ReportsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Reports`);
  const user = useSignedInUser();
  const today = localDay(new Date(), user.timeZone);
  // Weeks begin on the account's first day, Monday or Sunday (decision 390).
  const thisWeek = weekStartOf(today, user.weekStart);
  const thisMonth = monthOf(today);

  const [params, setParams] = useSearchParams();
  const week = weekParam(params.get('week'), user.weekStart) ?? thisWeek;
  const month = monthParam(params.get('month')) ?? thisMonth;
  const weekly = useWeeklyReport(week, user.weekStart);
  const monthly = useMonthlyReport(month);

  const move = (name: 'week' | 'month', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageHeader
        title={t`Reports`}
        description={t`Gentle summaries of your weeks and months.`}
        actions={
          <Link to="/progress" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <ChartLine aria-hidden className="size-4" />
            <Trans>Progress</Trans>
          </Link>
        }
      />
      <div className="space-y-10">
        {(
          [
            ['week', week, thisWeek, weekly],
            ['month', month, thisMonth, monthly],
          ] as const
        ).map(([kind, period, current, query]) => (
          <ReportSection
            key={kind}
            kind={kind}
            period={period}
            current={current}
            query={query}
            onMove={(step) => move(kind, shiftPeriod(kind, period, step))}
            onCurrent={() => move(kind, current)}
          />
        ))}
        <Card>
          <CardTitle>
            <Trans>For someone who helps you</Trans>
          </CardTitle>
          <CardDescription className="mt-0.5">
            <Trans>
              Print a report of any period, or share a read-only link with a therapist or someone you trust.
            </Trans>
          </CardDescription>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to="/reports/print" className={buttonClasses({ variant: 'outline' })}>
              <Printer aria-hidden className="size-5" />
              <Trans>Printable report</Trans>
            </Link>
            <ShareReportLink />
          </div>
        </Card>
      </div>
    </>
  );
}

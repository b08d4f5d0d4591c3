import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { ApiSharedReport } from '../../../core/schemas/shares';
import { fetchSharedReport, type SharedReportProblem } from '../../api/shares';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/document-title';
import { formatInstant } from '../../lib/format-date';
import { areasQuery } from '../../api/areas';
import { wheelOfReport } from '../../shared/areas/wheel-rules';
import { ReportView } from './report-view';

/**
 * The report's parts draw areas through the person's wheel (decision 350), which a reader without a
 * session cannot read: a query cache of this page's own holds the wheel the report itself names, and
 * never asks the network.
 */
function readerClient(shared: ApiSharedReport): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } },
  });
  client.setQueryData(
    areasQuery.queryKey,
    wheelOfReport(shared.report.summary?.areas ?? []).map((a) => ({ ...a, ratingCount: 0 })),
  );
  return client;
}
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

type State = { kind: 'loading' } | { kind: 'ready'; shared: ApiSharedReport } | { kind: SharedReportProblem };

const PROBLEMS: Record<SharedReportProblem, { title: MessageDescriptor; body: MessageDescriptor }> = {
  gone: {
    title: msg`This link does not work`,
    body: msg`It may have expired or been turned off by the person who shared it. Ask them for a new link if you need one.`,
  },
  busy: {
    title: msg`Too many tries`,
    body: msg`This network opened too many links in a short time. Please wait a few minutes and try again.`,
  },
  failed: {
    title: msg`The report could not be loaded`,
    body: msg`Please check your connection and try again.`,
  },
};

/**
 * What a share link opens (/s/{token}; decisions 300–302): the read-only report someone chose to share,
 * mounted on its own by main.tsx (no router, no signed-in code), with no app navigation and no session — it is read with `fetchSharedReport`, which sends no session
 * and no cookie, whoever is signed in on this browser. The server marks the page `noindex`.
 */
export default function SharedReportPage({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useDocumentTitle(t`Shared report`);
  useEffect(() => {
    const controller = new AbortController();
    fetchSharedReport(token, controller.signal)
      .then((result) =>
        setState('report' in result ? { kind: 'ready', shared: result.report } : { kind: result.problem }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [token]);

  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto w-full max-w-3xl px-5 pt-6 pb-12 outline-none print:max-w-none print:p-0"
    >
      <div className="mb-6 flex items-center justify-between gap-3">
        <Logo />
        {state.kind === 'ready' && (
          <Button variant="outline" size="sm" onClick={() => window.print()} className="print:hidden">
            <Printer aria-hidden className="size-4" />
            <Trans>Save as PDF</Trans>
          </Button>
        )}
      </div>
      {state.kind === 'loading' && (
        <div className="flex justify-center py-16">
          <Spinner label={t`Loading the report`} />
        </div>
      )}
      {state.kind === 'ready' && <Shared shared={state.shared} />}
      {(state.kind === 'gone' || state.kind === 'busy' || state.kind === 'failed') && (
        <Card padding="lg" role="alert">
          <h1 className="text-xl font-semibold tracking-tight">{i18n._(PROBLEMS[state.kind].title)}</h1>
          <p className="mt-2 text-[0.95rem] text-muted-foreground">{i18n._(PROBLEMS[state.kind].body)}</p>
        </Card>
      )}
    </main>
  );
}

function Shared({ shared }: { shared: ApiSharedReport }) {
  const { t } = useLingui();
  const name = shared.name;
  const until = formatInstant(shared.expiresAt, 'dayTime');
  const client = useMemo(() => readerClient(shared), [shared]);
  return (
    <>
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-balance">
          {name ? t`${name}’s wellbeing report` : t`A wellbeing report`}
        </h1>
        <p className="mt-1 text-[0.95rem] text-muted-foreground">
          <Trans>
            Shared with you to read. This link works until {until}; the person who shared it can turn it off
            at any time.
          </Trans>
        </p>
      </header>
      <QueryClientProvider client={client}>
        <ReportView report={shared.report} />
      </QueryClientProvider>
    </>
  );
}

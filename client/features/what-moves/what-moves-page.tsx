import { ArrowDownRight, ArrowUpRight, Link2, Tags, Unlink } from 'lucide-react';
import { Link } from 'react-router';
import { getDimension, isDimensionKey } from '../../../core/dimensions';
import { MIN_DAYS_EACH_SIDE } from '../../../core/what-moves';
import { Card, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useDocumentTitle } from '../../lib/document-title';
import { useWhatMoves } from './what-moves-api';
import { findingsFor, type Finding } from './what-moves-rules';
import { QueryView } from '../../components/query-view';

const ICONS: Record<Finding['direction'], typeof ArrowUpRight> = {
  up: ArrowUpRight,
  down: ArrowDownRight,
  together: Link2,
  apart: Unlink,
};

/** "What moves each area" (issue 19): one plain sentence per finding, per area and the core feeling. */
export default function WhatMovesPage() {
  useDocumentTitle('What moves each area');
  const data = useWhatMoves();
  return (
    <>
      <PageHeader
        title="What moves each area"
        description="Patterns in your own check-ins: what tends to go with higher or lower scores. They show what goes together, not what causes what."
        back={{ to: '/app', label: 'Back to home' }}
      />
      <p className="mb-5">
        <Link
          to="/tags"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Tags aria-hidden className="size-4" />
          Manage your tags
        </Link>
      </p>
      <QueryView query={data} loading="Looking for patterns" failed="We could not load your patterns." alert>
        {(found) => (
          <ul className="space-y-4" aria-label="Areas">
            {found.areas.map((area) => {
              const findings = findingsFor(area);
              const color = isDimensionKey(area.key) ? getDimension(area.key).color : 'var(--color-primary)';
              return (
                <li key={area.key}>
                  <Card className="border-l-4" style={{ borderLeftColor: color }}>
                    <section aria-labelledby={`moves-${area.key}`}>
                      <div className="flex items-baseline justify-between gap-3">
                        <CardTitle id={`moves-${area.key}`}>{area.label}</CardTitle>
                        <span className="shrink-0 text-xs text-muted-foreground">
                          {area.ratedDays} {area.ratedDays === 1 ? 'day' : 'days'} rated
                        </span>
                      </div>
                      {findings.length === 0 ? (
                        <p className="mt-2 text-sm text-muted-foreground">
                          Nothing stands out yet. A tag is compared once it is on at least{' '}
                          {MIN_DAYS_EACH_SIDE} rated days and missing from {MIN_DAYS_EACH_SIDE} others.
                        </p>
                      ) : (
                        <ul className="mt-3 space-y-2.5">
                          {findings.map((f) => {
                            const Icon = ICONS[f.direction];
                            return (
                              <li key={f.id} className="flex gap-2.5 text-sm leading-relaxed break-words">
                                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                                <span className="min-w-0">{f.sentence}</span>
                              </li>
                            );
                          })}
                        </ul>
                      )}
                    </section>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </>
  );
}

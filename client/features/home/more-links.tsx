import {
  CalendarDays,
  ChartLine,
  ChevronRight,
  Tags,
  Target,
  Waypoints,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Card, CardTitle } from '../../components/ui/card';

/**
 * The screens that are not among the five navigation entries (docs/product.md §2 keeps those five),
 * each with a visible place on Home rather than only a small icon or a text link (decision 263).
 */
export const MORE_LINKS: {
  to: string;
  label: MessageDescriptor;
  text: MessageDescriptor;
  icon: LucideIcon;
}[] = [
  { to: '/calendar', label: msg`Calendar`, text: msg`Any day: rate it, write about it`, icon: CalendarDays },
  { to: '/progress', label: msg`Progress`, text: msg`Your scores over time`, icon: ChartLine },
  { to: '/what-moves', label: msg`What moves`, text: msg`What goes with better days`, icon: Waypoints },
  { to: '/targets', label: msg`Targets`, text: msg`Where you want each area to be`, icon: Target },
  { to: '/tags', label: msg`Tags`, text: msg`Rename, merge or delete your tags`, icon: Tags },
];

export function MoreLinks({ headingId }: { headingId: string }) {
  const { i18n } = useLingui();
  return (
    <Card padding="none" className="lg:col-start-1">
      <nav aria-labelledby={headingId}>
        <CardTitle id={headingId} className="px-5 pt-5 pb-2">
          <Trans>More</Trans>
        </CardTitle>
        <ul className="divide-y divide-border pb-2">
          {MORE_LINKS.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-14 items-center gap-3 px-5 py-2 transition-colors hover:bg-surface-muted"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                  <Icon aria-hidden className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{i18n._(label)}</span>
                  <span className="block text-sm text-muted-foreground">{i18n._(text)}</span>
                </span>
                <ChevronRight
                  aria-hidden
                  className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}

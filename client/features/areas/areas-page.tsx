import { Trans, useLingui } from '@lingui/react/macro';
import { ChartPie } from 'lucide-react';
import { Link } from 'react-router';
import { getDimension, isDimensionKey } from '../../../core/dimensions';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useDocumentTitle } from '../../lib/document-title';
import { useAreas } from '../../shared/areas/use-areas';
import { DimensionBubble } from '../../shared/wellbeing/dimension-icon';
import { AREA_DESCRIPTIONS } from './area-descriptions';

/**
 * docs/product.md §2 8 Areas: one educational card per area, in the order of the person's wheel and
 * with their names and colours; their own areas show their own description (decision 353).
 */
export default function AreasPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`8 Areas`);
  const wheel = useAreas();
  return (
    <>
      <PageHeader
        title={t`8 Areas`}
        description={t`Wellbeing is more than one thing. These eight areas together make up the wheel you check in on.`}
      />
      <Link to="/your-wheel" className={buttonClasses({ variant: 'outline', block: true }, 'mb-4')}>
        <ChartPie aria-hidden className="size-5" />
        <Trans>Change your wheel</Trans>
      </Link>
      {/* One column on a phone, two side by side on a wide screen. */}
      <ul className="grid gap-3 lg:grid-cols-2">
        {wheel.all.map((area) => {
          const builtIn = isDimensionKey(area.key) ? getDimension(area.key) : null;
          const text = builtIn ? i18n._(AREA_DESCRIPTIONS[builtIn.key]) : area.description;
          // The spec's emoji while the area keeps its own icon; the person's icon once they chose another.
          const emoji = builtIn && builtIn.icon === area.icon ? builtIn.emoji : null;
          return (
            <li key={area.key} data-area={area.key}>
              <article className="relative h-full overflow-hidden rounded-2xl border border-border bg-surface p-5 ps-6 shadow-sm">
                <span
                  aria-hidden
                  className="absolute inset-y-0 start-0 w-1.5"
                  style={{ backgroundColor: area.color }}
                />
                <div className="flex items-center gap-3">
                  {emoji ? (
                    <span
                      aria-hidden
                      className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-surface-muted text-2xl"
                    >
                      {emoji}
                    </span>
                  ) : (
                    <DimensionBubble dimension={area} className="size-12" iconClassName="size-6" />
                  )}
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold tracking-tight wrap-anywhere">{area.label}</h2>
                    {area.hidden && (
                      <p className="text-sm text-muted-foreground">
                        <Trans>Hidden from your wheel</Trans>
                      </p>
                    )}
                  </div>
                </div>
                {text ? (
                  <p className="mt-3 text-[0.95rem] leading-relaxed wrap-anywhere text-muted-foreground">
                    {text}
                  </p>
                ) : (
                  <p className="mt-3 text-[0.95rem] leading-relaxed text-muted-foreground">
                    <Trans>
                      An area of your own. Add a few words about what it means to you on{' '}
                      <Link
                        to="/your-wheel"
                        className="font-medium text-primary underline underline-offset-4"
                      >
                        Your wheel
                      </Link>
                      .
                    </Trans>
                  </p>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}

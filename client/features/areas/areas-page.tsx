import { DIMENSIONS } from '../../../core/dimensions';
import { PageHeader } from '../../components/ui/page-header';
import { useDocumentTitle } from '../../lib/document-title';
import { AREA_DESCRIPTIONS } from './area-descriptions';

/** docs/product.md §2 8 Areas: one educational card per area. */
export default function AreasPage() {
  useDocumentTitle('8 Areas');
  return (
    <>
      <PageHeader
        title="8 Areas"
        description="Wellbeing is more than one thing. These eight areas together make up the wheel you check in on."
      />
      {/* One column on a phone, two side by side on a wide screen. */}
      <ul className="grid gap-3 lg:grid-cols-2">
        {DIMENSIONS.map((area) => (
          <li key={area.key}>
            <article className="relative h-full overflow-hidden rounded-2xl border border-border bg-surface p-5 pl-6 shadow-sm">
              <span
                aria-hidden
                className="absolute inset-y-0 left-0 w-1.5"
                style={{ backgroundColor: area.color }}
              />
              <div className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-surface-muted text-2xl"
                >
                  {area.emoji}
                </span>
                <h2 className="text-lg font-semibold tracking-tight">{area.label}</h2>
              </div>
              <p className="mt-3 text-[0.95rem] leading-relaxed text-muted-foreground">
                {AREA_DESCRIPTIONS[area.key]}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

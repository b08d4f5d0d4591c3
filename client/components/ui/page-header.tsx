import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/document-title';
import { BACK_LINK_CLASSES, BackChevron, PAGE_HEADER_CLASSES } from '../loading-frame';
import { buttonClasses } from './button';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /**
   * A back link shown before the title (e.g. `{ to: '/profile', label: 'Back to profile' }`); `onClick`
   * runs before the navigation; `state` is router state for the screen it returns to (e.g. to reopen
   * something there).
   */
  back?: { to: string; label: string; onClick?: () => void; state?: unknown };
  /** Content at the end of the header row (an icon button, a streak badge, …). */
  actions?: ReactNode;
  className?: string;
}

/**
 * The heading of a screen: its one <h1>, an optional back link and actions. Its row and back chevron
 * are the loading frame's (`BackRow`, decision 515): the first paint draws the chevron where this one
 * will stand.
 */
export function PageHeader({ title, description, back, actions, className }: PageHeaderProps) {
  return (
    <header className={cn(PAGE_HEADER_CLASSES, className)}>
      {back && (
        <Link
          to={back.to}
          aria-label={back.label}
          onClick={back.onClick}
          state={back.state}
          className={buttonClasses({ variant: 'ghost', size: 'icon' }, BACK_LINK_CLASSES)}
        >
          <BackChevron />
        </Link>
      )}
      <div className={cn('min-w-0 flex-1', back && 'pt-1.5')}>
        <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
        {description && <p className="mt-1 text-[0.95rem] text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </header>
  );
}

/** A screen's header whose title is also the document title (`useDocumentTitle`), said once. */
export function ScreenHeader(props: PageHeaderProps & { title: string }) {
  useDocumentTitle(props.title);
  return <PageHeader {...props} />;
}

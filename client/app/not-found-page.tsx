import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/document-title';
import { hasSession } from '../lib/session';
import { Trans, useLingui } from '@lingui/react/macro';

export default function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  const signedIn = hasSession();
  return (
    <div className="flex min-h-[75dvh] flex-col items-center justify-center gap-5 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Compass aria-hidden className="size-8" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">
        <Trans>Page not found</Trans>
      </h1>
      <p className="max-w-xs text-muted-foreground">
        <Trans>
          We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
        </Trans>
      </p>
      <Link to={signedIn ? '/app' : '/'} className={buttonClasses({ size: 'lg', block: true }, 'max-w-xs')}>
        {signedIn ? t`Back to Home` : t`Go to the start page`}
      </Link>
    </div>
  );
}

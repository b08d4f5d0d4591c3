import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { Card } from '../../components/ui/card';
import { useLingui } from '@lingui/react/macro';

/** The frame of the sign-in, sign-up and password screens: logo, heading, a card, and a footer line. */
export function AuthScreen({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[calc(100dvh-3.75rem)] flex-col">
      <Link to="/" aria-label={t`Tend start page`} className="-m-1 self-start rounded-xl p-1 text-primary">
        <Logo />
      </Link>
      <div className="flex flex-1 flex-col justify-center py-8">
        <div className="mb-6 text-center">
          <h1 className="text-[1.75rem] leading-tight font-semibold tracking-tight">{title}</h1>
          {description && <p className="mt-2 text-muted-foreground">{description}</p>}
        </div>
        <Card padding="lg">{children}</Card>
        {footer && <p className="mt-6 text-center text-[0.95rem] text-muted-foreground">{footer}</p>}
      </div>
    </div>
  );
}

/** An inline text link with a comfortable touch target. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center rounded-md px-1 font-semibold text-primary underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}

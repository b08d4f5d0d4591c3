import { RotateCw } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Logo } from '../components/logo';
import { Trans } from '@lingui/react/macro';

/** Shown by the error boundary: a way forward instead of a blank page; details stay in the console. */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col items-center justify-center gap-5 px-6 text-center">
      <Logo className="text-primary" />
      <h1 className="text-2xl font-semibold tracking-tight">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>This screen could not be shown. Reloading usually helps; your data is safe.</Trans>
      </p>
      <div className="flex w-full flex-col gap-2">
        <Button block size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden className="size-4" /> <Trans>Reload</Trans>
        </Button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center justify-center rounded-xl font-medium text-primary hover:underline"
        >
          <Trans>Go to the start page</Trans>
        </a>
      </div>
    </main>
  );
}

import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Trans } from '@lingui/react/macro';

export interface LoadFailedProps {
  /** What could not be loaded, in the screen's words ("We could not load your tags."). */
  message: ReactNode;
  /** Retries the read. */
  onRetry: () => void;
  /** Adds "Check your connection and try again." under the message. */
  checkConnection?: boolean;
  /** `role="alert"`, so a screen reader says it at once. */
  alert?: boolean;
}

/** The card a screen or section shows in place of what it could not load, with a "Try again" button. */
export function LoadFailed({ message, onRetry, checkConnection = false, alert = false }: LoadFailedProps) {
  return (
    <Card className="text-center" role={alert ? 'alert' : undefined} data-testid="load-failed">
      <p className="font-medium">{message}</p>
      {checkConnection && (
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>Check your connection and try again.</Trans>
        </p>
      )}
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Card>
  );
}

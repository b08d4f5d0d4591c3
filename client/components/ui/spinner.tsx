import { CloudOff, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { PLACEHOLDER_CLASSES, PlaceholderCards } from '../loading-frame';
import { useOnline } from '../../lib/offline/online';
import { Trans, useLingui } from '@lingui/react/macro';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, for screen readers. */
  label?: string;
  /** Inside something that already says it is busy (a button), the spinner is only decoration. */
  decorative?: boolean;
  className?: string;
}

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-9' };

export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden className={cn('animate-spin', sizes[size], className)} />;
  if (decorative) return icon;
  return (
    <span role="status" className="inline-flex items-center text-primary">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * How long a screen may wait without a network before it says it has nothing kept: long enough for
 * a chunk from the service worker or the device cache, short enough not to look stuck.
 */
export const OFFLINE_WAIT_MS = 600;

/**
 * What a whole screen or section shows while it loads: grey placeholders in the shape of cards, which
 * hold the room the content will take (no blank screen, no jump when it arrives; decision 262), and the
 * label for screen readers. Without a network nothing more will arrive — the read waits for the
 * connection — so after a moment it says so calmly instead of waiting forever (decision 152); the
 * screen's data replaces it once the network returns.
 */
export function PageSpinner({ label }: { label?: string }) {
  if (useWaitedOffline()) return <NotAvailableOffline />;
  return <PagePlaceholder label={label} />;
}

/**
 * True once the device has been offline for `OFFLINE_WAIT_MS`: what still loads then will not arrive
 * before the network returns (PageSpinner's rule, for a screen that draws around what it waits for).
 */
export function useWaitedOffline(): boolean {
  const online = useOnline();
  const [waitedOffline, setWaitedOffline] = useState(false);
  useEffect(() => {
    if (online) return setWaitedOffline(false);
    const timer = window.setTimeout(() => setWaitedOffline(true), OFFLINE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [online]);
  return !online && waitedOffline;
}

/** Card-shaped placeholders (they pulse only when motion is welcome) and a status for screen readers. */
export function PagePlaceholder({ label, className }: { label?: string; className?: string }) {
  const { t } = useLingui();
  label ??= t`Loading`;
  return (
    <div
      role="status"
      aria-busy
      className={cn(PLACEHOLDER_CLASSES, className)}
      data-testid="page-placeholder"
    >
      <span className="sr-only">{label}</span>
      <PlaceholderCards />
    </div>
  );
}

/** What a screen shows offline when this device has none of its data yet (decision 152). */
export function NotAvailableOffline() {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-center">
      <CloudOff aria-hidden className="size-8 text-muted-foreground" />
      <p className="text-lg font-semibold">
        <Trans>Not available offline yet</Trans>
      </p>
      <p className="max-w-xs text-muted-foreground">
        <Trans>
          This screen hasn’t been saved on this device yet. It will load as soon as you’re back online.
        </Trans>
      </p>
    </div>
  );
}

/** A part of a screen still loading (a list inside a card): the spinner centred in its room. */
export function SectionSpinner({ label, className = 'py-6' }: { label: string; className?: string }) {
  return (
    <div className={cn('flex justify-center', className)}>
      <Spinner label={label} />
    </div>
  );
}

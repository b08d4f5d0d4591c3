import { CloudOff, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { useOnline } from '../../lib/offline/online';

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
 * A centred spinner for a whole screen or section that is loading. Without a network nothing more
 * will arrive — the read waits for the connection — so after a moment it says so calmly instead of
 * spinning forever (decision 152); the screen's data replaces it once the network returns.
 */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  const online = useOnline();
  const [waitedOffline, setWaitedOffline] = useState(false);
  useEffect(() => {
    if (online) return setWaitedOffline(false);
    const timer = window.setTimeout(() => setWaitedOffline(true), OFFLINE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [online]);
  if (!online && waitedOffline) return <NotAvailableOffline />;
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** What a screen shows offline when this device has none of its data yet (decision 152). */
export function NotAvailableOffline() {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-center">
      <CloudOff aria-hidden className="size-8 text-muted-foreground" />
      <p className="text-lg font-semibold">Not available offline yet</p>
      <p className="max-w-xs text-muted-foreground">
        This screen hasn’t been saved on this device yet. It will load as soon as you’re back online.
      </p>
    </div>
  );
}

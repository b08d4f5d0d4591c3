import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

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

/** A centred spinner for a whole screen or section that is loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}

import { cn } from '../lib/cn';

/** The Tend mark (a sprout) and word mark. */
export function Logo({ className, withWord = true }: { className?: string; withWord?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 64 64" aria-hidden className="size-8 shrink-0">
        <rect width="64" height="64" rx="18" className="fill-primary" />
        <path d="M32 50V30" strokeWidth="4" strokeLinecap="round" className="stroke-primary-foreground" />
        <path d="M32 32c0-9 6-15 15-15 0 9-6 15-15 15Z" className="fill-primary-foreground opacity-70" />
        <path d="M32 38c0-8-5-13-13-13 0 8 5 13 13 13Z" className="fill-primary-foreground" />
      </svg>
      {withWord && <span className="text-xl">Tend</span>}
    </span>
  );
}

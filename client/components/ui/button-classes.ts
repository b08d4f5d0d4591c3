import { cn } from '../../lib/cn';

// Apart from the button itself (button.tsx), so that a page styling links as buttons — the landing
// page — does not carry the button's spinner and its icons: the landing page's budget (decision 030).

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'md' | 'lg' | 'sm' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-medium transition-colors select-none ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft/70',
  outline: 'border border-input bg-surface text-foreground hover:bg-surface-muted',
  ghost: 'text-foreground hover:bg-surface-muted',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
  link: 'text-primary underline-offset-4 hover:underline',
};

// Every size keeps a touch target of at least 44 px.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm',
  md: 'min-h-11 px-4 text-[0.95rem]',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11 shrink-0',
};

/** The classes of a button, for links that should look like one (`<Link className={buttonClasses()}>`). */
export function buttonClasses(
  opts: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean } = {},
  className?: string,
): string {
  return cn(
    base,
    variants[opts.variant ?? 'primary'],
    sizes[opts.size ?? 'md'],
    opts.block && 'w-full',
    className,
  );
}

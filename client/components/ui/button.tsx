import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';
import { Spinner } from './spinner';

export { buttonClasses, type ButtonSize, type ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Shows a spinner, disables the button and announces it as busy. */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading = false, className, type = 'button', disabled, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
});

export interface IconButtonProps extends Omit<ButtonProps, 'size' | 'children' | 'aria-label'> {
  icon: LucideIcon;
  /** The button's name (`aria-label`): an icon alone tells a screen reader nothing. */
  label: string;
  iconClassName?: string;
}

/** A button that shows only an icon: ghost unless told otherwise, icon-sized, named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon: Icon, label, iconClassName = 'size-[1.1rem]', variant = 'ghost', ...rest },
  ref,
) {
  return (
    <Button ref={ref} variant={variant} size="icon" aria-label={label} {...rest}>
      <Icon aria-hidden className={iconClassName} />
    </Button>
  );
});

/** Back (`-1`) or forward (`1`) through days, months or periods; the chevron is mirrored right to left. */
export function StepButton({
  step,
  ...rest
}: Omit<IconButtonProps, 'icon' | 'iconClassName'> & { step: -1 | 1 }) {
  return (
    <IconButton
      icon={step < 0 ? ChevronLeft : ChevronRight}
      iconClassName="size-5 rtl:-scale-x-100"
      {...rest}
    />
  );
}

import * as SliderPrimitive from '@radix-ui/react-slider';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatDecimal } from '../../lib/i18n';
import { useLingui } from '@lingui/react';
import { directionOf, isLocale } from '../../../core/i18n/locales';

export interface SliderProps {
  /** The visible label; also the accessible name of the thumb. */
  label: ReactNode;
  /** A plain-text label for screen readers when `label` is not a string. */
  ariaLabel?: string;
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** How the value is shown next to the label (default: one decimal the language's way, "7.5", "7,5"). */
  formatValue?: (value: number) => string;
  /** Spoken value (e.g. "7.5 out of 10"); defaults to the shown value. */
  valueText?: (value: number) => string;
  /** Labels under the track's ends, e.g. ['0', '10']. */
  endLabels?: [ReactNode, ReactNode];
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * A labelled 0–10 (by default, step 0.5) slider with its value always visible. Keyboard: arrows move one
 * step, Page Up/Down ten steps, Home/End to the ends (Radix).
 */
export function Slider({
  label,
  ariaLabel,
  value,
  onValueChange,
  min = 0,
  max = 10,
  step = 0.5,
  formatValue = (v) => formatDecimal(v),
  valueText,
  endLabels,
  description,
  disabled,
  className,
}: SliderProps) {
  const labelId = useId();
  const descriptionId = useId();
  const shown = formatValue(value);
  // Right to left in Arabic (decision 360): the track fills from the right, and the arrow keys follow.
  const { i18n } = useLingui();
  const dir = directionOf(isLocale(i18n.locale) ? i18n.locale : 'en');
  return (
    <div className={cn('space-y-3', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="min-w-0 text-sm font-medium wrap-anywhere">
          {label}
        </span>
        <output aria-hidden className="text-2xl font-semibold tabular-nums text-primary">
          {shown}
        </output>
      </div>
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <SliderPrimitive.Root
        dir={dir}
        className="relative flex h-11 w-full touch-none items-center select-none data-[disabled]:opacity-55"
        value={[value]}
        onValueChange={(values) => {
          const next = values[0];
          if (next !== undefined) onValueChange(next);
        }}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
      >
        <SliderPrimitive.Track className="relative h-2.5 grow overflow-hidden rounded-full bg-surface-muted ring-1 ring-border ring-inset">
          <SliderPrimitive.Range className="absolute h-full rounded-full bg-primary" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          {...(typeof label === 'string' || ariaLabel
            ? { 'aria-label': ariaLabel ?? (label as string) }
            : { 'aria-labelledby': labelId })}
          aria-valuetext={valueText ? valueText(value) : shown}
          {...(description ? { 'aria-describedby': descriptionId } : {})}
          className="block size-7 rounded-full border-2 border-primary bg-surface shadow-md transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      </SliderPrimitive.Root>
      {endLabels && (
        <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
          <span>{endLabels[0]}</span>
          <span>{endLabels[1]}</span>
        </div>
      )}
    </div>
  );
}

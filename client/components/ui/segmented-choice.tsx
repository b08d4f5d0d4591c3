import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * One of a few choices as a row of segments (Progress's range, a report's period): real radio buttons,
 * each stretched over its whole segment, so a finger or a pointer meets the control itself. It goes
 * inside the caller's fieldset, whose legend names it.
 */
export function SegmentedChoice<T extends string>({
  name,
  options,
  value,
  onChange,
  className,
  segmentClassName,
}: {
  /** The radio group's name (unique on the page). */
  name: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  /** More classes for the row (one column a choice is given). */
  className?: string;
  /** What a segment's text does when it is long (`whitespace-nowrap`, `leading-tight`). */
  segmentClassName?: string;
}) {
  return (
    <div
      className={cn('grid gap-1 rounded-xl bg-surface-muted p-1', className)}
      // Equal segments, but never narrower than a segment's longest word ("Wszystko" at 320 px): a
      // longer one takes its room from the others rather than running past the edge.
      style={{ gridTemplateColumns: `repeat(${options.length}, minmax(min-content, 1fr))` }}
    >
      {options.map((o) => (
        <label
          key={o.value}
          className={cn(
            'relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-1 text-center text-sm font-medium text-muted-foreground',
            segmentClassName,
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
            o.value === value && 'bg-primary text-primary-foreground shadow-sm',
          )}
        >
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
            // Over the whole label: the real control is what a finger or a pointer meets.
            className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}

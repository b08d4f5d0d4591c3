import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, type ReactElement, type ReactNode } from 'react';
import { addDays, isValidDay } from '../../core/dates';
import { cn } from '../lib/cn';
import { dayProblem, dayStepsAllowed, describeDay, FIRST_DAY } from '../lib/edit-day';
import { buttonClasses } from './ui/button';
import { fieldClasses } from './ui/input';

export interface DayFieldProps {
  /** The day as typed (YYYY-MM-DD), possibly incomplete or out of range while the person edits it. */
  value: string;
  onChange: (value: string) => void;
  /** Today in the user's time zone: the latest day that can be chosen. */
  today: string;
  /** What is being dated, e.g. "Day of this rating". */
  label?: string;
  /**
   * The line under the field, around the day in words: "Editing <day>" by default; a screen may say it
   * its own way ("Adding a check-in to <day>"), as one message of its own (decision 445).
   */
  status?: (day: ReactElement) => ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * The date control of decision 116: a native date input (the platform's keyboard and screen-reader
 * support, the phone's own picker), previous/next-day buttons, and a line that always says in words
 * which day is being edited. Never later than today, never before 1900.
 */
export function DayField({ value, onChange, today, label, status, disabled, className }: DayFieldProps) {
  const { t } = useLingui();
  const inputId = useId();
  const statusId = useId();
  const problem = dayProblem(value, today);
  const valid = problem === null;
  const day = <span className="font-semibold text-foreground">{valid ? describeDay(value, today) : ''}</span>;
  const steps = dayStepsAllowed(value, today);
  const step = (n: number) => {
    const next = addDays(isValidDay(value) ? value : today, n);
    onChange(next > today ? today : next < FIRST_DAY ? FIRST_DAY : next);
  };

  return (
    <div className={cn('space-y-2', className)}>
      <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-medium">
        <CalendarDays aria-hidden className="size-4 text-muted-foreground" />
        {label ?? t`Day`}
      </label>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={buttonClasses({ variant: 'outline', size: 'icon' })}
          aria-label={t`Previous day`}
          onClick={() => step(-1)}
          disabled={disabled || !steps.previous}
        >
          <ChevronLeft aria-hidden className="size-5 rtl:-scale-x-100" />
        </button>
        <input
          id={inputId}
          type="date"
          value={value}
          min={FIRST_DAY}
          max={today}
          required
          disabled={disabled}
          aria-describedby={statusId}
          aria-invalid={!valid || undefined}
          onChange={(event) => onChange(event.target.value)}
          // Narrower padding than other fields: at 320 px the whole date and the picker's icon must fit
          // between the two day buttons.
          className={cn(fieldClasses, 'h-11 min-w-0 flex-1 px-2! tabular-nums')}
        />
        <button
          type="button"
          className={buttonClasses({ variant: 'outline', size: 'icon' })}
          aria-label={t`Next day`}
          onClick={() => step(1)}
          disabled={disabled || !steps.next}
        >
          <ChevronRight aria-hidden className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
      <p
        id={statusId}
        aria-live="polite"
        className={cn('text-sm', valid ? 'text-muted-foreground' : 'font-medium text-destructive')}
        data-testid="day-field-status"
      >
        {valid ? (status?.(day) ?? <Trans>Editing {day}</Trans>) : problem}
      </p>
    </div>
  );
}

import { cn } from '../lib/cn';
import { charactersOver, counterText, showsCounter } from '../lib/text-length';

/** The id of a field's counter, for its `aria-describedby` (shown only near the limit). */
export const counterIdFor = (fieldId: string) => `${fieldId}-count`;

/**
 * How much of a text limit is used, under the field, once the text nears it (decision 260). The text
 * is never cut: over the limit the counter turns red and the form shows the field error.
 */
export function LengthCounter({
  fieldId,
  value,
  max,
  className,
}: {
  fieldId: string;
  value: string;
  max: number;
  className?: string;
}) {
  if (!showsCounter(value, max)) return null;
  const over = charactersOver(value, max) > 0;
  return (
    <p
      id={counterIdFor(fieldId)}
      data-testid="length-counter"
      className={cn(
        'text-end text-xs tabular-nums',
        over ? 'font-medium text-destructive' : 'text-muted-foreground',
        className,
      )}
    >
      {counterText(value, max)}
    </p>
  );
}

/** The counter's id when it is shown, for `invalidProps(fieldId, error, counterIdIfShown(…))`. */
export function shownCounterId(fieldId: string, value: string, max: number): string | undefined {
  return showsCounter(value, max) ? counterIdFor(fieldId) : undefined;
}

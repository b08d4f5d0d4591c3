import { passwordStrength } from '../../../core/password';
import { cn } from '../../lib/cn';

const barColour: Record<number, string> = {
  0: 'bg-border',
  25: 'bg-destructive',
  50: 'bg-amber-500',
  75: 'bg-lime-600 dark:bg-lime-400',
  100: 'bg-primary',
};

/**
 * Spec §5 strength meter: four segments (25 points each), the label (Very Weak … Strong) and, below
 * 100, the "Add …" hint naming what is missing. Nothing is shown until something is typed.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const strength = passwordStrength(password);
  if (!password) return <p id={id} className="sr-only" />;
  const filled = strength.score / 25;
  return (
    <div id={id} className="space-y-1.5">
      <div className="flex gap-1.5" aria-hidden>
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={cn(
              'h-1.5 flex-1 rounded-full transition-colors',
              segment <= filled
                ? barColour[strength.score]
                : 'bg-surface-muted ring-1 ring-border ring-inset',
            )}
          />
        ))}
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">Password strength: </span>
        <span className="font-semibold">{strength.label}</span>
      </p>
      {strength.hint && <p className="text-sm text-muted-foreground">{strength.hint}</p>}
    </div>
  );
}

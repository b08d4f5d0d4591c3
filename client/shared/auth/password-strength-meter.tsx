import { passwordStrength, passwordUserInputs } from '../../../core/password';
import { cn } from '../../lib/cn';
import { useGuessScorer } from './use-guess-scorer';
import { Trans, useLingui } from '@lingui/react/macro';
import { strengthWords } from './password-words';

const barColour: Record<number, string> = {
  // Every criterion met yet Very Weak (easy to guess): the segments show, in the weakest colour.
  0: 'bg-destructive',
  25: 'bg-destructive',
  50: 'bg-amber-500',
  75: 'bg-lime-600 dark:bg-lime-400',
  100: 'bg-primary',
};

/**
 * docs/product.md §5 strength meter: four segments (25 points each, one per criterion met), the label
 * (Very Weak … Strong) and, below 100, the "Add …" hint naming what is missing. Nothing is shown until
 * something is typed. Guessability — the server's own scoring, with the person's email and name — may
 * only lower the label, and then says why (decision 257): the segments stay the criteria met, coloured
 * as the label, so the meter never shows Strong for a password the server refuses.
 */
export function PasswordStrengthMeter({
  password,
  id,
  email,
  name,
}: {
  password: string;
  id: string;
  email?: string | null;
  name?: string | null;
}) {
  // Loaded with the first character typed (decision 317); an empty field shows no meter.
  const scorer = useGuessScorer(password !== '');
  const { i18n } = useLingui();
  const strength = passwordStrength(password, { scorer, userInputs: passwordUserInputs({ email, name }) });
  if (!password) return <p id={id} className="sr-only" />;
  const words = strengthWords(strength, i18n);
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
                ? barColour[strength.level]
                : 'bg-surface-muted ring-1 ring-border ring-inset',
            )}
          />
        ))}
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">
          <Trans>Password strength:</Trans>{' '}
        </span>
        <span className="font-semibold">{words.label}</span>
      </p>
      {words.hint && <p className="text-sm text-muted-foreground">{words.hint}</p>}
      {words.lowered && <p className="text-sm text-muted-foreground">{words.lowered}</p>}
    </div>
  );
}

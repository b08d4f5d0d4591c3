import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { localDay } from '../../../core/dates';
import { useSignedInUser } from '../../api/user';
import { FieldError } from '../../components/ui/field-error';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/field';
import { SegmentedChoice } from '../../components/ui/segmented-choice';
import { errorIdFor } from '../../lib/field-errors';
import { customRangeProblem, RANGE_CHOICES, rangeOf, type RangeChoice } from './range-rules';

/**
 * The state of a RangePicker starting at `initial`: the days chosen (`range`, from the user's today),
 * what is wrong with two chosen days (`problem`), and the picker's props.
 */
export function useRangeChoice(initial: RangeChoice) {
  const user = useSignedInUser();
  const today = localDay(new Date(), user.timeZone);
  const [choice, setChoice] = useState<RangeChoice>(initial);
  const [custom, setCustom] = useState(() => rangeOf('month', today, { from: '', to: '' }));
  const problem = choice === 'custom' ? customRangeProblem(custom.from, custom.to, today) : null;
  return {
    today,
    problem,
    range: rangeOf(choice, today, custom),
    picker: { choice, onChoice: setChoice, custom, onCustom: setCustom, today, problem },
  };
}

/** Past month, past three months or two chosen days (decision 303). */
export function RangePicker({
  choice,
  onChoice,
  custom,
  onCustom,
  today,
  problem,
}: {
  choice: RangeChoice;
  onChoice: (choice: RangeChoice) => void;
  custom: { from: string; to: string };
  onCustom: (custom: { from: string; to: string }) => void;
  today: string;
  /** What is wrong with the chosen days, shown at the fields. */
  problem: string | null;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const errorId = errorIdFor(id);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">
        <Trans>Period</Trans>
      </legend>
      <SegmentedChoice
        name={`${id}-range`}
        options={RANGE_CHOICES.map((c) => ({ value: c.value, label: i18n._(c.label) }))}
        value={choice}
        onChange={onChoice}
        // A long word (the pseudo-locale's, or a translation's) breaks rather than spill out of a third of a phone.
        segmentClassName="leading-tight hyphens-auto [overflow-wrap:anywhere]"
      />
      {choice === 'custom' && (
        <div className="mt-3 grid grid-cols-2 gap-3">
          <Field id={`${id}-from`} label={<Trans>First day</Trans>} className="min-w-0 space-y-1.5">
            <Input
              id={`${id}-from`}
              type="date"
              value={custom.from}
              max={today}
              onChange={(e) => onCustom({ ...custom, from: e.target.value })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
            />
          </Field>
          <Field id={`${id}-to`} label={<Trans>Last day</Trans>} className="min-w-0 space-y-1.5">
            <Input
              id={`${id}-to`}
              type="date"
              value={custom.to}
              onChange={(e) => onCustom({ ...custom, to: e.target.value })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
            />
          </Field>
          <div className="col-span-2">
            <FieldError fieldId={id} message={problem ?? undefined} />
          </div>
        </div>
      )}
    </fieldset>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useCreateArea, useUpdateArea, type AreaChange, type ApiArea } from '../../api/areas';
import { shownCounterId } from '../../components/length-counter';
import { Button } from '../../components/ui/button';
import { Dialog, DialogCancel } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';
import { failureToast, toast } from '../../components/ui/toast';
import { invalidProps, serverFieldErrors, useFieldErrors } from '../../lib/field-errors';
import { useIdempotencyKey } from '../../lib/idempotency';
import { AREA_COLORS, AREA_ICON_NAMES, colorName, iconName } from './area-set';
import {
  AREA_DESCRIPTION_MAX,
  AREA_LABEL_MAX,
  descriptionProblem,
  labelProblem,
  type WheelArea,
} from '../../shared/areas/wheel-rules';
import { DimensionIcon } from '../../shared/wellbeing/dimension-icon';
import { cn } from '../../lib/cn';

type Field = 'label' | 'icon' | 'color' | 'description';

/**
 * Add an area of one's own (`area` null) or change one: its label, icon and colour from the curated set
 * and, for one's own, a description for the 8 Areas screen. Errors show at their field (decision 167).
 */
export function AreaDialog({
  area,
  wheel,
  onClose,
  onSaved,
}: {
  area: WheelArea | null;
  wheel: readonly WheelArea[];
  onClose: () => void;
  onSaved: (area: ApiArea, created: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const creating = area === null;
  const name = area?.label ?? '';
  const ownArea = creating || !area.builtIn;
  const unused = AREA_COLORS.find((c) => !wheel.some((a) => a.color.toUpperCase() === c)) ?? AREA_COLORS[0];
  const [label, setLabel] = useState(area?.label ?? '');
  const [icon, setIcon] = useState<string>(area?.icon ?? 'Sparkles');
  const [color, setColor] = useState<string>(area?.color.toUpperCase() ?? unused);
  const [description, setDescription] = useState(area?.description ?? '');
  const ids = { label: useId(), icon: useId(), color: useId(), description: useId(), form: useId() };
  const fields = useFieldErrors<Field>();
  const keyFor = useIdempotencyKey();
  const create = useCreateArea();
  const update = useUpdateArea();
  const pending = create.isPending || update.isPending;

  const submit = () => {
    const errors: Partial<Record<Field, string>> = {};
    const labelError = labelProblem(label, area?.key ?? null, wheel);
    if (labelError) errors.label = labelError;
    const descriptionError = ownArea ? descriptionProblem(description) : null;
    if (descriptionError) errors.description = descriptionError;
    if (
      fields.show(errors, {
        label: ids.label,
        icon: ids.icon,
        color: ids.color,
        description: ids.description,
      })
    )
      return;
    const onError = (error: unknown) => {
      const fromServer = serverFieldErrors<Field>(error, ['label', 'icon', 'color', 'description']);
      fields.show(fromServer, {
        label: ids.label,
        icon: ids.icon,
        color: ids.color,
        description: ids.description,
      });
      failureToast(t`Error`, creating ? t`Failed to add the area.` : t`Failed to save the area.`)(error);
    };
    const text = description.trim();
    if (creating) {
      const body = { label: label.trim(), icon, color, ...(text ? { description: text } : {}) };
      create.mutate(
        { area: body, idempotencyKey: keyFor(body) },
        {
          onSuccess: (saved) => {
            toast({ title: t`Area added`, variant: 'success' });
            onSaved(saved, true);
            onClose();
          },
          onError,
        },
      );
      return;
    }
    const change: AreaChange = {};
    if (label.trim() !== area.label) change.label = label.trim();
    if (icon !== area.icon) change.icon = icon;
    if (color !== area.color.toUpperCase()) change.color = color;
    if (ownArea && (text || null) !== (area.description ?? null)) change.description = text || null;
    if (Object.keys(change).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { key: area.key, change },
      {
        onSuccess: (saved) => {
          toast({ title: t`Area saved`, variant: 'success' });
          onSaved(saved, false);
          onClose();
        },
        onError,
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={
        creating ? (
          t`Add an area`
        ) : (
          <span className="wrap-anywhere">
            <Trans>Edit “{name}”</Trans>
          </span>
        )
      }
      description={
        creating
          ? t`An area of your own joins the end of your wheel. You can move it afterwards.`
          : t`The new name, icon and colour show everywhere the area appears.`
      }
      footer={
        <>
          <DialogCancel disabled={pending} />
          <Button type="submit" form={ids.form} loading={pending}>
            {creating ? t`Add` : t`Save`}
          </Button>
        </>
      }
    >
      <form
        id={ids.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) submit();
        }}
        className="space-y-5"
      >
        <Field
          id={ids.label}
          label={<Trans>Name</Trans>}
          error={fields.errors.label}
          counted={{ value: label.trim(), max: AREA_LABEL_MAX }}
        >
          <Input
            id={ids.label}
            value={label}
            autoComplete="off"
            onChange={fields.editText('label', setLabel)}
            {...invalidProps(
              ids.label,
              fields.errors.label,
              shownCounterId(ids.label, label.trim(), AREA_LABEL_MAX),
            )}
          />
        </Field>

        <TileChoice
          id={ids.icon}
          legend={<Trans>Icon</Trans>}
          options={AREA_ICON_NAMES}
          {...fields.bind('icon', icon, setIcon)}
          tileClassName={(checked) =>
            cn(
              'rounded-xl border',
              checked ? 'border-primary bg-primary-soft text-primary-soft-foreground' : 'border-border',
            )
          }
        >
          {(name) => (
            <>
              <DimensionIcon name={name} className="size-5" />
              <span className="sr-only">{iconName(name, i18n)}</span>
            </>
          )}
        </TileChoice>

        <TileChoice
          id={ids.color}
          legend={<Trans>Colour</Trans>}
          options={AREA_COLORS}
          {...fields.bind('color', color, setColor)}
          tileClassName={(checked) =>
            cn('rounded-full border-2', checked ? 'border-foreground' : 'border-transparent')
          }
        >
          {(value, checked) => (
            <>
              <span
                aria-hidden
                className="flex size-8 items-center justify-center rounded-full text-white"
                style={{ backgroundColor: value }}
              >
                {checked && <Check className="size-4" strokeWidth={3} />}
              </span>
              <span className="sr-only">{colorName(value, i18n)}</span>
            </>
          )}
        </TileChoice>

        {ownArea && (
          <Field
            id={ids.description}
            label={<Trans>What this area means to you (optional)</Trans>}
            error={fields.errors.description}
            counted={{ value: description, max: AREA_DESCRIPTION_MAX }}
          >
            <Textarea
              id={ids.description}
              value={description}
              rows={3}
              onChange={fields.editText('description', setDescription)}
              {...invalidProps(
                ids.description,
                fields.errors.description,
                shownCounterId(ids.description, description, AREA_DESCRIPTION_MAX),
              )}
            />
          </Field>
        )}
      </form>
    </Dialog>
  );
}

/**
 * One of a set as a grid of square tiles (the area's icon, its colour): radio buttons, named by the
 * legend, each tile's picture and its name for a screen reader drawn by `children`. The first tile
 * holds the id a field error moves focus to.
 */
function TileChoice<T extends string>({
  id,
  legend,
  options,
  value,
  error,
  onChange,
  tileClassName,
  children,
}: {
  id: string;
  legend: ReactNode;
  options: readonly T[];
  value: string;
  error: string | undefined;
  onChange: (value: T) => void;
  tileClassName: (checked: boolean) => string;
  children: (option: T, checked: boolean) => ReactNode;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1.5">
        {options.map((option, i) => (
          <label
            key={option}
            className={cn(
              'relative flex size-11 cursor-pointer items-center justify-center',
              tileClassName(option === value),
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name={id}
              id={i === 0 ? id : undefined}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {children(option, option === value)}
          </label>
        ))}
      </div>
      <FieldError fieldId={id} message={error} />
    </fieldset>
  );
}

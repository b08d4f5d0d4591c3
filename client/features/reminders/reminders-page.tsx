import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiReminderSettings, ReminderSettings } from '../../../core/schemas/reminders';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/field';
import { ScreenHeader } from '../../components/ui/page-header';
import { SectionSpinner } from '../../components/ui/spinner';
import { failureToast, toast } from '../../components/ui/toast';
import { serverMessage } from '../../lib/api-error';
import { useSignedInUser } from '../../api/user';
import { fieldErrorsFrom, invalidProps, useFieldErrors } from '../../lib/field-errors';
import {
  hasPushSubscription,
  pushSupport,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from './push-subscription';
import { applySavedReminderSettings, reminderSettingsQuery, saveReminderSettings } from '../../api/reminders';
import { SaveOrCancel } from '../../components/save-or-cancel';
import { Trans, useLingui } from '@lingui/react/macro';

// The settings' schemas (and zod) start loading with the screen, beside its first render, and are not
// part of what it loads before it paints (decisions 500, 516).
const reminderSchemas = () => import('../../../core/schemas/reminders');
void reminderSchemas().catch(() => undefined);

export default function RemindersPage() {
  const { t } = useLingui();
  const settings = useQuery(reminderSettingsQuery);

  return (
    <>
      <ScreenHeader
        title={t`Reminders`}
        description={t`A gentle nudge to check in, and a summary of your week.`}
        back={{ to: '/profile', label: t`Back to Profile` }}
      />
      {settings.isPending ? (
        <SectionSpinner label={t`Loading your reminders`} className="py-10" />
      ) : settings.isError ? (
        <Card padding="lg" role="alert">
          <p>{serverMessage(settings.error, t`Your reminders could not be loaded. Please try again.`)}</p>
          <Button className="mt-4" variant="outline" onClick={() => void settings.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Card>
      ) : (
        <RemindersForm initial={settings.data} />
      )}
    </>
  );
}

function RemindersForm({ initial }: { initial: ApiReminderSettings }) {
  const { t } = useLingui();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ReminderSettings>({
    daily: initial.daily,
    weeklySummary: initial.weeklySummary,
  });
  const [thisBrowser, setThisBrowser] = useState<boolean | null>(null);
  const support = pushSupport();
  const pushAvailable = initial.pushPublicKey !== null && support !== 'unsupported';

  useEffect(() => {
    let live = true;
    void hasPushSubscription()
      .catch(() => false)
      .then((has) => live && setThisBrowser(has));
    return () => {
      live = false;
    };
  }, []);

  const failed = failureToast(
    t`Reminders not saved`,
    t`There was an error saving your reminders. Please try again.`,
  );
  const save = useMutation({
    mutationFn: async (next: ReminderSettings) => {
      // Push on this browser follows the switch: subscribe before saving, so a refusal saves nothing.
      if (next.daily.enabled && next.daily.push && initial.pushPublicKey && !thisBrowser) {
        await subscribeThisBrowser(initial.pushPublicKey);
        setThisBrowser(true);
      }
      if (!next.daily.push && thisBrowser) {
        await unsubscribeThisBrowser();
        setThisBrowser(false);
      }
      return saveReminderSettings(next);
    },
    onSuccess: (saved) => {
      applySavedReminderSettings(queryClient, saved);
      toast({ title: t`Reminders saved`, variant: 'success' });
    },
    onError: (error) => failed(error),
  });

  const noChannel = form.daily.enabled && !form.daily.email && !form.daily.push;

  const fields = useFieldErrors<'time'>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (noChannel) return;
    // Loaded with the screen (above); without it (its chunk could not arrive) nothing is sent, and the
    // toast of settings not saved says so.
    const schemas = await reminderSchemas().catch((error: unknown) => {
      failed(error);
      return null;
    });
    if (!schemas) return;
    // The server's schema (core/schemas/reminders) checks the time; its API wording ("must be a time
    // written HH:MM") is put in words for the person at the field.
    const daily = fieldErrorsFrom(schemas.ReminderSettingsSchema, form).daily;
    if (
      fields.show(daily ? { time: t`Please enter a time, for example 20:00.` } : {}, {
        time: 'reminder-time',
      })
    )
      return;
    save.mutate(form);
  }

  const zone = user.timeZone;
  const setDaily = (patch: Partial<ReminderSettings['daily']>) =>
    setForm((f) => ({ ...f, daily: { ...f.daily, ...patch } }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <Card padding="lg" className="space-y-5">
        <Toggle
          label={t`Daily check-in reminder`}
          description={t`Sent at the time below in your time zone (${zone}), unless you have already checked in that day.`}
          checked={form.daily.enabled}
          onChange={(enabled) => setDaily({ enabled })}
        />
        <fieldset disabled={!form.daily.enabled} className="space-y-5 disabled:opacity-60">
          <legend className="sr-only">
            <Trans>Daily reminder details</Trans>
          </legend>
          <Field
            id="reminder-time"
            label={<Trans>Time</Trans>}
            error={fields.errors.time}
            className="flex flex-col gap-2"
          >
            <Input
              id="reminder-time"
              type="time"
              required
              value={form.daily.time}
              onChange={(e) => {
                setDaily({ time: e.target.value.slice(0, 5) });
                fields.clear('time');
              }}
              className="max-w-40"
              {...invalidProps('reminder-time', fields.errors.time)}
            />
          </Field>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">
              <Trans>Send it by</Trans>
            </legend>
            <Check
              label={t`Email`}
              description={user.email}
              checked={form.daily.email}
              onChange={(email) => setDaily({ email })}
            />
            <Check
              label={t`Push notification on this device`}
              description={
                initial.pushPublicKey === null
                  ? t`Push notifications are not set up on this server.`
                  : support === 'unsupported'
                    ? t`This browser cannot receive push notifications.`
                    : support === 'denied'
                      ? t`Notifications are blocked for Tend in this browser’s settings.`
                      : thisBrowser
                        ? t`This browser receives your reminders.`
                        : t`Your browser will ask for permission.`
              }
              checked={form.daily.push}
              disabled={!pushAvailable && !form.daily.push}
              onChange={(push) => setDaily({ push })}
            />
            {noChannel && (
              <p role="alert" className="text-sm text-destructive">
                <Trans>Choose email, push or both to get the daily reminder.</Trans>
              </p>
            )}
          </fieldset>
        </fieldset>
      </Card>

      <Card padding="lg">
        <Toggle
          label={t`Weekly summary email`}
          description={t`On Monday morning: last week’s overall score, how it changed and a note on your week.`}
          checked={form.weeklySummary.enabled}
          onChange={(enabled) => setForm((f) => ({ ...f, weeklySummary: { enabled } }))}
        />
      </Card>

      <SaveOrCancel
        label={t`Save Reminders`}
        saving={save.isPending}
        disabled={noChannel}
        cancelTo="/profile"
      />
    </form>
  );
}

function Toggle({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-4">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm wrap-anywhere text-muted-foreground">
          {description}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-description`}
        onClick={() => onChange(!checked)}
        className={
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
          (checked ? 'bg-primary' : 'bg-muted-foreground/40')
        }
      >
        <span
          aria-hidden
          className={
            'inline-block size-6 rounded-full bg-surface shadow transition-transform ' +
            (checked ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0')
          }
        />
      </button>
    </div>
  );
}

function Check({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 size-5 shrink-0 accent-primary"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm wrap-anywhere text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  );
}

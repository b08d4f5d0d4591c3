import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../components/ui/card';
import { FieldFrame } from '../../components/ui/field-frame';
import { failureToast } from '../../components/ui/toast';
import { setCurrentUser, updateUser } from '../../api/user';
import { activateLocale, activeLocale } from '../../lib/i18n';
import type { ApiUser, UpdateUser } from '../../../core/schemas/auth';
import { OFFERED_LOCALES, PSEUDO_LOCALE, isLocale, type WeekStart } from '../../../core/i18n/locales';

const SELECT_CLASSES =
  'min-h-12 w-full rounded-xl border border-input bg-surface px-3 text-base text-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

/**
 * The account's language and first day of the week (decision 362), kept on the account so emails and
 * notifications follow them too. A new language is shown at once, as soon as its messages have loaded.
 */
export function LanguageAndWeek({ user }: { user: ApiUser }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const shown = activeLocale();
  const save = useMutation({
    mutationFn: (patch: UpdateUser) => updateUser(patch),
    onSuccess: async (updated, patch) => {
      if (patch.locale) await activateLocale(patch.locale, true);
      setCurrentUser(queryClient, updated);
    },
    onError: failureToast(t`Update failed`, t`There was an error updating your profile. Please try again.`),
  });

  return (
    <section aria-labelledby="language-heading">
      <h2
        id="language-heading"
        className="mb-2 px-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
      >
        <Trans>Language and week</Trans>
      </h2>
      <Card className="space-y-4">
        <FieldFrame id="profile-language" label={<Trans>Language</Trans>}>
          <select
            id="profile-language"
            className={SELECT_CLASSES}
            value={shown}
            disabled={save.isPending}
            onChange={(event) => {
              const locale = event.target.value;
              if (isLocale(locale)) save.mutate({ locale });
            }}
          >
            {OFFERED_LOCALES.map(({ locale, name }) => (
              <option key={locale} value={locale} lang={locale}>
                {name}
              </option>
            ))}
            {/* The pseudo-locale is offered only while it is in use (set through the API by tests). */}
            {shown === PSEUDO_LOCALE && <option value={PSEUDO_LOCALE}>Pseudo (en-XA)</option>}
          </select>
        </FieldFrame>
        <FieldFrame id="profile-week-start" label={<Trans>Weeks start on</Trans>}>
          <select
            id="profile-week-start"
            className={SELECT_CLASSES}
            value={user.weekStart}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ weekStart: event.target.value as WeekStart })}
          >
            <option value="monday">{t`Monday`}</option>
            <option value="sunday">{t`Sunday`}</option>
          </select>
        </FieldFrame>
      </Card>
    </section>
  );
}

import { useMutation } from '@tanstack/react-query';
import {
  Bell,
  ChartPie,
  ChevronRight,
  FileJson,
  FileSpreadsheet,
  FileUp,
  KeyRound,
  LogOut,
  Mail,
  Pencil,
  ScrollText,
  ShieldCheck,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { failureToast, toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useSignedInUser } from '../../api/user';
import { useDocumentTitle } from '../../lib/document-title';
import { useEndSession } from '../../shared/auth/end-session';
import { downloadExport, type ExportFormat } from '../../api/export';
import { deleteAccount as deleteAccountRequest, logOut } from '../../api/auth';
import { displayName, initialsOf } from './profile-format';
import { formatInstant } from '../../lib/format-date';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LanguageAndWeek } from './language-and-week';
import { Trans, useLingui } from '@lingui/react/macro';

/** The delete-account dialog, loaded when the person asks to delete (decision 530). */
const loadDeleteDialog = () => import('./delete-account-dialog');
const DeleteAccountDialog = lazy(() => loadDeleteDialog().then((m) => ({ default: m.DeleteAccountDialog })));

/** The export buttons, in their order on the page. */
const EXPORTS: { format: ExportFormat; icon: LucideIcon; label: MessageDescriptor }[] = [
  { format: 'csv', icon: FileSpreadsheet, label: msg`Export as Excel/CSV` },
  { format: 'json', icon: FileJson, label: msg`Export as JSON` },
];

export default function ProfilePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Profile`);
  const user = useSignedInUser();
  const endSession = useEndSession();

  const exportData = useMutation({
    mutationFn: (format: ExportFormat) => downloadExport(format),
    onSuccess: () => toast({ title: t`Data exported successfully`, variant: 'success' }),
    onError: () =>
      toast({
        title: t`Export failed`,
        description: t`There was an error exporting your data. Please try again.`,
        variant: 'destructive',
      }),
  });

  const signOut = useMutation({
    // Runs without a network too: the device is cleared at once (decision 150).
    networkMode: 'always',
    // Without a network the device is cleared now and the session is revoked on the server when the
    // connection returns (decision 150); an expired session is already signed out there.
    mutationFn: () => logOut({ revokeLaterOffline: true }),
    onSuccess: () => {
      toast({ title: t`Signed out successfully`, variant: 'success' });
      endSession();
    },
    onError: () =>
      toast({
        title: t`Sign out failed`,
        description: t`There was an error signing out. Please try again.`,
        variant: 'destructive',
      }),
  });

  const [deleting, setDeleting] = useState(false);
  // Mounted from the first opening on, so later closings keep their animation.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const deleteAccount = useMutation({
    mutationFn: (password: string) => deleteAccountRequest(password),
    onSuccess: () => {
      setDeleting(false);
      toast({ title: t`Account deleted successfully`, variant: 'success' });
      endSession();
    },
    onError: failureToast(
      t`Delete account failed`,
      t`There was an error deleting your account. Please try again.`,
    ),
  });

  const exporting = exportData.isPending ? exportData.variables : undefined;
  const since = formatInstant(user.createdAt, 'monthYear');

  return (
    <div className="space-y-6">
      <PageHeader title={t`Profile`} />
      <Card padding="none" className="flex flex-col items-center gap-1 px-5 py-7 text-center">
        <span
          aria-hidden
          className="mb-3 flex size-20 items-center justify-center rounded-full bg-primary-soft text-2xl font-semibold text-primary-soft-foreground"
        >
          {initialsOf(user)}
        </span>
        <p className="max-w-full text-xl font-semibold tracking-tight wrap-anywhere">{displayName(user)}</p>
        <p className="max-w-full text-muted-foreground wrap-anywhere">{user.email}</p>
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>Member since {since}</Trans>
        </p>
      </Card>

      <ActionGroup title={t`Account`}>
        <ActionLink to="/edit-profile" icon={Pencil} label={t`Edit Profile`} />
        <ActionLink to="/account-security" icon={KeyRound} label={t`Password & Devices`} />
        <ActionLink to="/reminders" icon={Bell} label={t`Reminders`} />
        <ActionLink to="/your-wheel" icon={ChartPie} label={t`Your wheel`} />
      </ActionGroup>

      <LanguageAndWeek user={user} />

      <ActionGroup title={t`Your data`}>
        {EXPORTS.map(({ format, icon, label }) => (
          <ActionButton
            key={format}
            icon={icon}
            label={i18n._(label)}
            busy={exporting === format}
            disabled={exportData.isPending}
            onClick={() => exportData.mutate(format)}
          />
        ))}
        <ActionLink to="/import" icon={FileUp} label={t`Import data`} />
      </ActionGroup>

      <ActionGroup title={t`About & support`}>
        <ActionLink to="/privacy-policy" icon={ShieldCheck} label={t`Privacy Policy`} />
        <ActionLink to="/contact" icon={Mail} label={t`Contact`} />
        <ActionLink to="/terms-of-use" icon={ScrollText} label={t`Terms of Use`} />
      </ActionGroup>

      <ActionGroup>
        <ActionButton
          icon={LogOut}
          label={t`Sign Out`}
          busy={signOut.isPending}
          disabled={signOut.isPending || deleteAccount.isPending}
          onClick={() => signOut.mutate()}
        />
        <ActionButton
          icon={Trash2}
          label={t`Delete My Account`}
          tone="destructive"
          busy={deleteAccount.isPending}
          disabled={signOut.isPending || deleteAccount.isPending}
          onClick={() => {
            // The dialog's chunk downloads while the browser asks for confirmation.
            const dialog = loadDeleteDialog();
            const confirmation = t`Are you sure you want to delete your account? This action cannot be undone and will permanently delete all your data.`;
            if (!window.confirm(confirmation)) return void dialog.catch(() => undefined);
            dialog.then(
              () => {
                setDialogLoaded(true);
                setDeleting(true);
              },
              failureToast(
                t`Delete account failed`,
                t`There was an error deleting your account. Please try again.`,
              ),
            );
          }}
        />
      </ActionGroup>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            open={deleting}
            onOpenChange={setDeleting}
            busy={deleteAccount.isPending}
            onConfirm={(password) => deleteAccount.mutate(password)}
          />
        </Suspense>
      )}

      <section aria-labelledby="about-heading" className="rounded-2xl bg-primary-soft/60 p-5">
        <h2 id="about-heading" className="font-semibold text-primary-soft-foreground">
          <Trans>About Tend</Trans>
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-foreground/85">
          <Trans>
            Tend takes an 8-dimensional approach to wellbeing: sleep, movement, diet, social life,
            achievements, relationships, creativity and finance. Checking in on each area helps you notice
            your strengths, reflect on what is working and give kind attention to the areas that need care.
          </Trans>
        </p>
        <p className="mt-2 text-sm leading-relaxed text-foreground/85">
          <Trans>
            Your data is stored locally and securely on the server that runs this Tend. It is never sold or
            shared, and you can export or delete it at any time.
          </Trans>
        </p>
      </section>
    </div>
  );
}

function ActionGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      {title && (
        <h2 className="mb-2 px-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {title}
        </h2>
      )}
      <Card padding="none" className="divide-y divide-border overflow-hidden">
        {children}
      </Card>
    </section>
  );
}

const rowClasses =
  'flex min-h-14 w-full items-center gap-3 px-4 text-start font-medium transition-colors hover:bg-surface-muted ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

function RowIcon({ icon: Icon, tone }: { icon: LucideIcon; tone?: 'destructive' }) {
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-xl',
        tone === 'destructive'
          ? 'bg-destructive-soft text-destructive-soft-foreground'
          : 'bg-surface-muted text-primary',
      )}
    >
      <Icon aria-hidden className="size-[1.15rem]" />
    </span>
  );
}

function ActionLink({ to, icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Link to={to} className={rowClasses}>
      <RowIcon icon={icon} />
      <span className="flex-1">{label}</span>
      <ChevronRight aria-hidden className="size-5 text-muted-foreground rtl:-scale-x-100" />
    </Link>
  );
}

function ActionButton({
  icon,
  label,
  onClick,
  busy,
  disabled,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  busy?: boolean;
  disabled?: boolean;
  tone?: 'destructive';
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy || undefined}
      className={cn(rowClasses, tone === 'destructive' && 'text-destructive')}
    >
      <RowIcon icon={icon} tone={tone} />
      <span className="flex-1">{label}</span>
      {busy && <Spinner size="sm" decorative />}
    </button>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toast';
import { setCurrentUser, updateUser, useSignedInUser } from '../../api/user';
import { useDocumentTitle } from '../../lib/document-title';
import { fieldErrorsFrom, useFieldErrors } from '../../lib/field-errors';
import { SaveOrCancel } from '../../components/save-or-cancel';
import { NAME_MAX } from '../../../core/limits';
import { NameField } from '../../shared/auth/name-field';
import { lengthError } from '../../lib/text-length';

/**
 * The server's rule for the name (core/schemas/auth, and zod) comes with the first submit, not with the
 * screen (decision 516, as decision 501 did for the account forms).
 */
const updateUserSchema = () => import('../../../core/schemas/auth').then((m) => m.UpdateUserSchema);

export default function EditProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Edit Profile`);
  const user = useSignedInUser();
  const [name, setName] = useState(user.name ?? '');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fields = useFieldErrors<'name'>();
  // A longer name is an error at once, never cut (decision 260).
  const nameError = fields.errors.name ?? lengthError(name, NAME_MAX, 'Name');

  const failed = () =>
    toast({
      title: t`Update failed`,
      description: t`There was an error updating your profile. Please try again.`,
      variant: 'destructive',
    });
  const save = useMutation({
    mutationFn: (newName: string) => updateUser({ name: newName }),
    onSuccess: (updated) => {
      setCurrentUser(queryClient, updated);
      toast({ title: t`Profile updated successfully`, variant: 'success' });
      void navigate('/profile');
    },
    onError: failed,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Without the rule (its chunk could not arrive) nothing is sent: the toast of a failed update says so.
    const schema = await updateUserSchema().catch(() => null);
    if (!schema) return void failed();
    const trimmed = name.trim();
    // The server's rule (core/schemas/auth), shown at the field; the spec's toast as well.
    const invalid = fields.show(fieldErrorsFrom(schema, { name }), { name: 'profile-name' });
    if (!trimmed) {
      return void toast({
        title: t`Name required`,
        description: t`Please enter your name.`,
        variant: 'destructive',
      });
    }
    if (!invalid) save.mutate(trimmed);
  }

  return (
    <>
      <PageHeader title={t`Edit Profile`} back={{ to: '/profile', label: t`Back to Profile` }} />
      <Card padding="lg">
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
          <NameField
            id="profile-name"
            label={<Trans>Name</Trans>}
            value={name}
            error={nameError}
            onChange={fields.edit('name', setName)}
          />
          <Field id="profile-email" label={<Trans>Email</Trans>}>
            <Input
              id="profile-email"
              type="email"
              value={user.email}
              readOnly
              aria-describedby="profile-email-note"
            />
            <p id="profile-email-note" className="text-sm text-muted-foreground">
              <Trans>Email cannot be changed</Trans>
            </p>
          </Field>
          <SaveOrCancel
            label={t`Save Changes`}
            saving={save.isPending}
            cancelTo="/profile"
            className="pt-1"
          />
        </form>
      </Card>
    </>
  );
}

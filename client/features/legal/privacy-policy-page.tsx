import { useLingui } from '@lingui/react/macro';
import { LegalContact, LegalPage, LegalSection, useLegalDate } from './legal-page';

/** The privacy policy: its frame in the reader's language, its text in English (decision 446). */
export default function PrivacyPolicyPage() {
  const { t } = useLingui();
  const updated = useLegalDate('2025-07-29', 'July 29, 2025');
  return (
    <LegalPage title={t`Privacy Policy`} meta={t`Last updated: ${updated}`} englishText>
      <p className="text-[0.95rem] text-foreground/85">
        Your wellbeing is personal. Tend is built to keep what you share with it private, and to collect only
        what it needs to work for you.
      </p>
      <LegalSection title="What we collect">
        <ul>
          <li>
            Your account details: your email address, your name if you give one, and your password, which is
            stored only as a secure one-way hash.
          </li>
          <li>
            What you choose to record: ratings of the eight areas, reflections, journal entries, quick
            check-ins and spotlight ratings.
          </li>
          <li>Your time zone, so that your days, streak and reports follow your own calendar.</li>
        </ul>
      </LegalSection>
      <LegalSection title="How we use it">
        <p>
          Only to provide Tend to you: to show your wheel, progress, reports and encouraging messages. We do
          not sell your data, show advertising or use third-party analytics or tracking.
        </p>
      </LegalSection>
      <LegalSection title="Where it is stored">
        <p>
          Your data is stored in the database of the server that runs this Tend. Your browser keeps only a
          session identifier in its local storage so that you stay signed in; Tend sets no tracking cookies.
        </p>
      </LegalSection>
      <LegalSection title="Your choices">
        <ul>
          <li>Export all of your data at any time as CSV or JSON from your profile.</li>
          <li>Change your name from Edit Profile.</li>
          <li>Delete your account and all of your data from your profile.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Deletion">
        <p>
          When you delete your account, your data is removed from the live database straight away, and any
          remaining copies, such as backups, are deleted within 30 days.
        </p>
      </LegalSection>
      <LegalContact question="Questions about your privacy?" subject="Privacy question" />
    </LegalPage>
  );
}

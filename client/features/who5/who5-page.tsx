import { ExternalLink, HeartHandshake } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { WHO5_ANSWERS, WHO5_RAW_MAX, WHO5_STATEMENTS } from '../../../core/who5';
import { useSaveWho5, useWho5History, type ApiWho5 } from '../../api/who5';
import { Button, buttonClasses } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { IconBubble } from '../../components/ui/icon-bubble';
import { PageHeader } from '../../components/ui/page-header';
import { failureToastInput, toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useSignedInUser } from '../../api/user';
import { useDocumentTitle } from '../../lib/document-title';
import { todayIn } from '../../lib/edit-day';
import { useIdempotencyKey } from '../../lib/idempotency';
import {
  HELPLINE_URL,
  WHO5_BAND_LABELS,
  WHO5_RESULT_WORDS,
  who5ChangeSentence,
} from '../../shared/who5/who5-words';

const CHOOSE_AN_ANSWER = 'Choose the answer closest to how you have felt.';

/** The WHO-5 questionnaire and its result (decisions 290, 291). */
export default function Who5Page() {
  useDocumentTitle('Two-week wellbeing check');
  const [saved, setSaved] = useState<ApiWho5 | null>(null);
  const history = useWho5History();
  const today = todayIn(useSignedInUser().timeZone);
  // The result before this one: the newest on an earlier day (a second answer today replaces today's).
  const [previous, setPrevious] = useState<ApiWho5 | undefined>(undefined);

  return (
    <>
      <PageHeader
        title="Two-week wellbeing check"
        description="Five statements about how you have been feeling over the last two weeks."
        back={{ to: '/app', label: 'Back to home' }}
      />
      {saved ? (
        <Who5Result result={saved} previous={previous} />
      ) : (
        <Who5Form
          answeredToday={history.data?.items.some((r) => r.day === today) ?? false}
          onSaved={(result) => {
            setPrevious(history.data?.items.find((r) => r.day < result.day));
            setSaved(result);
          }}
        />
      )}
    </>
  );
}

function Who5Form({
  answeredToday,
  onSaved,
}: {
  answeredToday: boolean;
  onSaved: (result: ApiWho5) => void;
}) {
  const [answers, setAnswers] = useState<(number | null)[]>(() => WHO5_STATEMENTS.map(() => null));
  const [showMissing, setShowMissing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const keyFor = useIdempotencyKey();
  const save = useSaveWho5();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = answers.findIndex((a) => a === null);
    if (missing !== -1) {
      setShowMissing(true);
      // To the first statement still unanswered: its first answer.
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${id}-${missing}"]`)?.focus();
      return;
    }
    const body = { answers: answers as number[] };
    save.mutate(
      { answers: body.answers, key: keyFor(body) },
      {
        onSuccess: onSaved,
        onError: (error) =>
          toast(
            failureToastInput('Could not save your answers', 'Check your connection and try again.', error),
          ),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <Card>
        <p className="text-sm leading-relaxed">
          For each statement, choose the answer closest to how you have been feeling over the last two weeks.
          There are no right or wrong answers.
        </p>
        {answeredToday && (
          <p className="mt-2 text-sm text-muted-foreground">
            You answered today already: saving again replaces today’s answers.
          </p>
        )}
      </Card>
      {WHO5_STATEMENTS.map((statement, i) => {
        const unanswered = showMissing && answers[i] === null;
        const errorId = `${id}-${i}-error`;
        return (
          <Card key={statement} padding="none">
            <fieldset
              className="px-5 pt-4 pb-5"
              aria-describedby={unanswered ? errorId : undefined}
              aria-invalid={unanswered || undefined}
            >
              <legend className="float-left w-full pb-3 font-medium text-balance">
                <span className="text-muted-foreground tabular-nums">{i + 1}.</span> {statement}
              </legend>
              <div className="clear-both grid grid-cols-2 gap-2 lg:grid-cols-3">
                {WHO5_ANSWERS.map((answer) => {
                  const checked = answers[i] === answer.value;
                  return (
                    <label
                      key={answer.value}
                      className={cn(
                        'relative flex min-h-11 cursor-pointer items-center justify-center rounded-xl border px-2 py-2 text-center text-sm font-medium break-words',
                        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                        checked
                          ? 'border-primary bg-primary text-primary-foreground shadow-sm'
                          : 'border-border bg-surface text-foreground hover:bg-surface-muted',
                      )}
                    >
                      <input
                        type="radio"
                        name={`${id}-${i}`}
                        value={answer.value}
                        checked={checked}
                        onChange={() =>
                          setAnswers((prev) => prev.map((a, j) => (j === i ? answer.value : a)))
                        }
                        // Over the whole label: the real control is what a finger or a pointer meets.
                        className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                      />
                      {answer.label}
                    </label>
                  );
                })}
              </div>
              {unanswered && (
                <p id={errorId} className="mt-2 text-sm font-medium text-destructive">
                  {CHOOSE_AN_ANSWER}
                </p>
              )}
            </fieldset>
          </Card>
        );
      })}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link to="/app" className={buttonClasses({ variant: 'ghost' })}>
          Cancel
        </Link>
        <Button type="submit" loading={save.isPending}>
          Save my answers
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        The WHO-5 Wellbeing Index © World Health Organization, used with thanks (Topp et al. 2015).
      </p>
    </form>
  );
}

function Who5Result({ result, previous }: { result: ApiWho5; previous: ApiWho5 | undefined }) {
  const words = WHO5_RESULT_WORDS[result.band];
  const label = WHO5_BAND_LABELS[result.band];
  const change = who5ChangeSentence(previous, result.percent);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form is gone: the result is where a keyboard or a screen reader carries on.
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);

  return (
    <div className="space-y-4">
      <Card>
        <h2
          id="who5-result-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold tracking-tight focus:outline-none"
        >
          Your wellbeing score
        </h2>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-5xl font-semibold tracking-tight tabular-nums">{result.percent}</span>
          <span className="text-lg text-muted-foreground">/100</span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          Raw score {result.raw} of {WHO5_RAW_MAX}
        </p>
        {label && (
          <p className="mt-3">
            <Badge variant="accent">{label}</Badge>
          </p>
        )}
        {change && <p className="mt-3 font-medium">{change}</p>}
        <h3 className="mt-5 font-semibold">{words.title}</h3>
        <p className="mt-1 text-sm leading-relaxed">{words.body}</p>
      </Card>

      {words.support && <SupportCard />}

      <Card>
        <CardTitle>What happens next</CardTitle>
        <CardDescription className="mt-1 leading-relaxed">
          Your result is saved with your progress, where you can see how it changes. Tend will offer the check
          again in two weeks.
        </CardDescription>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/progress#who5" className={buttonClasses({})}>
            See your history
          </Link>
          <Link to="/app" className={buttonClasses({ variant: 'outline' })}>
            Back to home
          </Link>
        </div>
      </Card>
    </div>
  );
}

function SupportCard() {
  return (
    <Card>
      <div className="flex items-start gap-3">
        <IconBubble icon={HeartHandshake} className="size-10 rounded-full" iconClassName="size-5" />
        <div className="min-w-0">
          <h2 id="who5-support-heading" className="text-lg font-semibold tracking-tight">
            Where to find support
          </h2>
          <ul className="mt-2 list-disc space-y-1.5 ps-5 text-sm leading-relaxed">
            <li>Your doctor or GP: they can listen and talk through what might help.</li>
            <li>
              A counsellor, therapist or psychologist. If you already see one, you could share this result.
            </li>
            <li>Someone you trust: a friend, a family member, a colleague.</li>
          </ul>
          <p className="mt-3 text-sm leading-relaxed font-medium">
            If you are in crisis or thinking about harming yourself, call your local emergency number now, or
            find a free, confidential helpline in your country:
          </p>
          <a
            href={HELPLINE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline underline-offset-4"
          >
            findahelpline.com
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </Card>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, FileUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isAreaKey } from '../../../core/areas';
import { useAreas } from '../../shared/areas/use-areas';
import { IMPORT_KINDS } from '../../../core/import-kinds';
import type { ImportResult, ImportScale } from '../../../core/schemas/import';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { fieldClasses } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/document-title';
import { formatDecimal } from '../../lib/i18n';
import { importFailureSummary, importIssues, nothingNew, uploadImport } from '../../api/import';
import {
  CORE_FEELING_STEPS,
  FORMAT_LABELS,
  formatBytes,
  formatHolds,
  IMPORT_ACCEPT,
  initialMoods,
  KIND_LABELS,
  LARGE_FILE_BYTES,
  tagList,
  withChoice,
} from './import-format';

type Stage = 'pick' | 'preview' | 'done';

/** Profile → Import: pick a file, preview what it holds, map Daylio moods, confirm, see the summary. */
export default function ImportPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Import data`);
  const queryClient = useQueryClient();
  const inputId = useId();
  const statusRef = useRef<HTMLDivElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>('pick');
  const [progress, setProgress] = useState<number | null>(null);
  // Keyed by the person's mood names: a Map (decision 248).
  const [moods, setMoods] = useState<ReadonlyMap<string, number>>(new Map());
  // Daylio scales the person sends to an area; every scale starts skipped (decision 283).
  const [scales, setScales] = useState<ReadonlyMap<string, string>>(new Map());

  const preview = useMutation({
    mutationFn: (f: File) =>
      uploadImport({
        file: f,
        dryRun: true,
        onProgress: f.size >= LARGE_FILE_BYTES ? setProgress : undefined,
      }),
    onMutate: () => setProgress(null),
    onSuccess: (result) => {
      setMoods(initialMoods(result.moods));
      setScales(new Map());
      setStage('preview');
    },
  });

  const run = useMutation({
    mutationFn: (f: File) =>
      uploadImport({
        file: f,
        dryRun: false,
        moods,
        scales,
        onProgress: f.size >= LARGE_FILE_BYTES ? setProgress : undefined,
      }),
    onMutate: () => setProgress(null),
    onSuccess: async () => {
      setStage('done');
      // Everything may have changed: entries, journal, check-ins, reports, the streak.
      await queryClient.invalidateQueries();
    },
  });

  // Move focus to the new step so screen reader and keyboard users land on what changed.
  useEffect(() => {
    if (stage !== 'pick' || preview.isError) statusRef.current?.focus();
  }, [stage, preview.isError]);

  const choose = (f: File | null) => {
    setFile(f);
    setStage('pick');
    preview.reset();
    run.reset();
    if (f) preview.mutate(f);
  };

  const busy = preview.isPending || run.isPending;
  const result: ImportResult | undefined = run.data ?? preview.data;
  const unmapped = result?.moods.filter((m) => !moods.has(m.name)) ?? [];
  const failure = preview.error ?? run.error;
  const issues = importIssues(failure);
  const summary = importFailureSummary(failure, t`Something went wrong. Please try again.`);
  // A file whose records are all here already has nothing to import: no Import button to press.
  const empty = stage === 'preview' && result !== undefined && nothingNew(result);
  // Days as the file's ISO dates (2024-01-05), in every language.
  const from = result?.from;
  const to = result?.to;
  const left = unmapped.length;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  const format = result ? i18n._(FORMAT_LABELS[result.format]) : '';

  return (
    <div className="space-y-6">
      <PageHeader title={t`Import data`} back={{ to: '/profile', label: t`Back to Profile` }} />

      <Card className="space-y-4">
        <p className="text-sm leading-relaxed text-muted-foreground">
          <Trans>
            Bring in a Tend export (JSON or CSV), a CSV export or backup (.daylio) from Daylio, or a JSON
            export from Day One. Importing adds to what you have and never deletes anything; importing the
            same file again adds nothing new.
          </Trans>
        </p>
        <div>
          <label htmlFor={inputId} className="mb-1.5 block font-medium">
            <Trans>File to import</Trans>
          </label>
          <input
            id={inputId}
            type="file"
            accept={IMPORT_ACCEPT}
            disabled={busy}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            // The server checks the file with core/schemas/import; its verdict is the field's error
            // (decision 167), shown in the card below the field.
            aria-invalid={failure && !busy ? true : undefined}
            aria-describedby={failure && !busy ? `${inputId}-error` : undefined}
            className={cn(
              fieldClasses,
              'min-h-12 py-2.5 file:me-3 file:min-h-9 file:rounded-lg file:border-0 file:bg-primary-soft',
              'file:px-3 file:font-medium file:text-primary-soft-foreground',
            )}
          />
          {file && (
            <p className="mt-1.5 text-sm break-words text-muted-foreground">
              <bdi>{file.name}</bdi> · {formatBytes(file.size)}
            </p>
          )}
        </div>
      </Card>

      {busy && (
        <Card className="space-y-2" aria-live="polite">
          <p id={`${inputId}-progress`} className="font-medium">
            {progress !== null && progress < 1
              ? t`Sending the file… ${percent}%`
              : preview.isPending
                ? t`Reading the file…`
                : t`Importing…`}
          </p>
          <progress
            aria-labelledby={`${inputId}-progress`}
            className="h-2 w-full overflow-hidden rounded-full accent-primary"
            max={100}
            {...(progress !== null && progress < 1 ? { value: Math.round(progress * 100) } : {})}
          />
        </Card>
      )}

      {failure && !busy && (
        <div ref={statusRef} tabIndex={-1} role="alert" className="outline-none">
          <Card className="space-y-3 border-destructive/40">
            <h2 className="flex items-center gap-2 font-semibold text-destructive">
              <AlertTriangle aria-hidden className="size-5 shrink-0" />
              {issues.length > 0 ? t`This file cannot be imported` : t`Import failed`}
            </h2>
            {summary && (
              <p id={`${inputId}-error`} className="text-sm break-words">
                {summary}
              </p>
            )}
            {issues.length > 0 && (
              <>
                <p className="text-sm text-muted-foreground">
                  <Trans>Nothing was imported. Fix these and try again:</Trans>
                </p>
                <ul
                  id={summary ? undefined : `${inputId}-error`}
                  className="max-h-72 space-y-2 overflow-y-auto text-sm"
                >
                  {issues.map((issue, i) => (
                    <li key={i} className="rounded-lg bg-destructive-soft px-3 py-2 break-words">
                      <span className="font-semibold">{issue.path}</span>: {issue.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Card>
        </div>
      )}

      {result && stage !== 'pick' && !busy && !failure && (
        <div ref={statusRef} tabIndex={-1} className="space-y-6 outline-none">
          <Card className="space-y-3">
            <h2 className="flex items-center gap-2 font-semibold">
              {stage === 'done' ? (
                <>
                  <CheckCircle2 aria-hidden className="size-5 shrink-0 text-primary" />
                  <Trans>Import complete</Trans>
                </>
              ) : (
                <>
                  <FileUp aria-hidden className="size-5 shrink-0 text-primary" />
                  <Trans>Preview</Trans>
                </>
              )}
            </h2>
            <p className="text-sm text-muted-foreground">
              {stage === 'done'
                ? t`${format}. Here is what was imported.`
                : t`${format}. Nothing has been imported yet. This is what importing would do:`}
            </p>
            {result.from !== null && result.to !== null && (
              <p className="text-sm">
                {result.from === result.to ? (
                  <Trans>
                    From <span className="font-medium">{from}</span>.
                  </Trans>
                ) : (
                  <Trans>
                    From <span className="font-medium">{from}</span> to{' '}
                    <span className="font-medium">{to}</span>.
                  </Trans>
                )}
              </p>
            )}
            <CountsTable result={result} done={stage === 'done'} />
            <WhatBecomesWhat
              result={result}
              areaOf={(scale) => (stage === 'done' ? scale.area : (scales.get(scale.name) ?? null))}
            />
          </Card>

          {result.warnings.length > 0 && (
            <Card className="space-y-2">
              <h2 className="flex items-center gap-2 font-semibold">
                <AlertTriangle aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                <Trans>Worth a look</Trans>
              </h2>
              <p className="text-sm text-muted-foreground">
                <Trans>These rows are kept; check them after importing.</Trans>
              </p>
              <ul className="max-h-72 space-y-2 overflow-y-auto text-sm">
                {result.warnings.map((w, i) => (
                  <li key={i} className="rounded-lg bg-muted px-3 py-2 break-words">
                    <span className="font-semibold">{w.path}</span>: {w.message}
                  </li>
                ))}
              </ul>
            </Card>
          )}

          {stage === 'preview' && result.moods.length > 0 && (
            <ChoicesCard
              title={<Trans>Your Daylio moods</Trans>}
              intro={
                <Trans>
                  Choose the core feeling (0 to 10) each mood stands for. Daylio’s own mood names come filled
                  in; change any you like.
                </Trans>
              }
            >
              {result.moods.map((m) => (
                <li key={m.name}>
                  <MoodSelect
                    name={m.name}
                    count={m.count}
                    value={moods.get(m.name)}
                    onChange={(v) => setMoods((prev) => withChoice(prev, m.name, v))}
                  />
                </li>
              ))}
            </ChoicesCard>
          )}

          {stage === 'preview' && result.scales.length > 0 && (
            <ChoicesCard
              title={<Trans>Your Daylio scales</Trans>}
              intro={
                <Trans>
                  A scale can become ratings of one area, scaled to 0 to 10, on the moment it was recorded.
                  Scales are skipped unless you choose an area.
                </Trans>
              }
            >
              {result.scales.map((scale) => (
                <li key={scale.name}>
                  <ScaleSelect
                    scale={scale}
                    value={scales.get(scale.name)}
                    onChange={(area) => setScales((prev) => withChoice(prev, scale.name, area))}
                  />
                </li>
              ))}
            </ChoicesCard>
          )}

          {empty ? (
            <div className="space-y-2">
              <p className="text-sm font-medium" data-testid="import-nothing-new">
                <Trans>Nothing new to import: everything in this file is already here.</Trans>
              </p>
              <Button block variant="outline" onClick={() => choose(null)}>
                <Trans>Choose another file</Trans>
              </Button>
            </div>
          ) : stage === 'preview' ? (
            <div className="space-y-2">
              {unmapped.length > 0 && (
                <p className="text-sm text-muted-foreground" id={`${inputId}-unmapped`}>
                  <Trans>Choose a core feeling for every mood to continue ({left} left).</Trans>
                </p>
              )}
              <Button
                block
                size="lg"
                disabled={unmapped.length > 0 || !file}
                aria-describedby={unmapped.length > 0 ? `${inputId}-unmapped` : undefined}
                onClick={() => file && run.mutate(file)}
              >
                <Trans>Import</Trans>
              </Button>
              <Button block variant="ghost" onClick={() => choose(null)}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          ) : (
            <Link to="/profile" className={buttonClasses({ block: true, size: 'lg' })}>
              <Trans>Back to Profile</Trans>
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

/** A card of the preview where each of the file's moods or scales gets a choice: one list item each. */
function ChoicesCard({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="space-y-3">
      <h2 className="font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{intro}</p>
      <ul className="space-y-3">{children}</ul>
    </Card>
  );
}

function CountsTable({ result, done }: { result: ImportResult; done: boolean }) {
  const { t, i18n } = useLingui();
  // Counts stay digits as the API sends them (1234), in every language.
  return (
    <div>
      {/* The kinds wrap anywhere, so a longer language's words never push the counts past a phone's edge. */}
      <table className="w-full text-sm [&_tbody_th]:[overflow-wrap:anywhere] [&_th]:hyphens-auto">
        <caption className="sr-only">
          {done ? t`Records imported` : t`Records the import would change`}
        </caption>
        <thead>
          <tr className="text-start text-muted-foreground">
            <th scope="col" className="py-1.5 pe-2 font-medium">
              <Trans>Kind</Trans>
            </th>
            <th scope="col" className="px-1 py-1.5 text-end font-medium">
              {done ? t`Added` : t`New`}
            </th>
            <th scope="col" className="px-1 py-1.5 text-end font-medium">
              <Trans>Updated</Trans>
            </th>
            <th scope="col" className="py-1.5 ps-1 text-end font-medium">
              {done ? t`Skipped` : t`Already here`}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {IMPORT_KINDS.map((kind) => {
            const c = result[kind];
            return (
              <tr key={kind}>
                <th scope="row" className="py-2 pe-2 text-start font-medium">
                  {i18n._(KIND_LABELS[kind])}
                </th>
                <td className="px-1 py-2 text-end tabular-nums">{c.added}</td>
                <td className="px-1 py-2 text-end tabular-nums">{c.updated}</td>
                <td className="py-2 ps-1 text-end tabular-nums">{c.skipped}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function MoodSelect({
  name,
  count,
  value,
  onChange,
}: {
  name: string;
  count: number;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <label htmlFor={id} className="min-w-0 flex-1 break-words">
        <bdi className="font-medium">{name}</bdi>{' '}
        <span className="text-sm text-muted-foreground">
          {plural(count, { one: '(# entry)', other: '(# entries)' })}
        </span>
      </label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        className={cn(fieldClasses.replace('w-full ', ''), 'h-11 w-32 shrink-0')}
      >
        <option value="">{t`Choose…`}</option>
        {CORE_FEELING_STEPS.map((v) => (
          <option key={v} value={String(v)}>
            {formatDecimal(v)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The preview's "what becomes what": how each part of another app's file lands in Tend. */
function WhatBecomesWhat({
  result,
  areaOf,
}: {
  result: ImportResult;
  /** The area a scale goes to: the person's choice in the preview, the server's answer once done. */
  areaOf: (scale: ImportScale) => string | null;
}) {
  const { t } = useLingui();
  const wheel = useAreas();
  const holds = formatHolds(result.format);
  if (!holds.moods && holds.activities === null) return null;
  const journal = result.journalEntries.added + result.journalEntries.updated + result.journalEntries.skipped;
  const mapped = result.scales.flatMap((s) => {
    const area = areaOf(s);
    return area === null ? [] : [{ name: s.name, area }];
  });
  const tags = result.tags.count;
  const list = tags > 0 ? <span className="break-words text-foreground">{tagList(result.tags)}</span> : null;
  return (
    <div className="space-y-1.5">
      <h3 className="text-sm font-semibold">
        <Trans>What becomes what</Trans>
      </h3>
      <ul className="list-disc space-y-1 ps-5 text-sm text-muted-foreground">
        {holds.moods ? (
          <>
            <li>
              <Trans>Each entry becomes a quick check-in; its mood becomes the core feeling (below).</Trans>
            </li>
            <li>
              {tags === 0 ? (
                t`No activities in this file.`
              ) : (
                <>
                  {plural(tags, {
                    one: '# activity becomes a tag on the check-in, joined with tags you already have:',
                    other: '# activities become tags on the check-in, joined with tags you already have:',
                  })}{' '}
                  {list}
                </>
              )}
            </li>
            <li>
              {journal === 0
                ? t`No notes in this file.`
                : plural(journal, {
                    one: '# note becomes a journal entry at the same time, with the same tags.',
                    other: '# notes become journal entries at the same time, with the same tags.',
                  })}
            </li>
            {result.scales.length > 0 && mapped.length === 0 && (
              <li>
                <Trans>Scales are skipped unless you choose an area for them (below).</Trans>
              </li>
            )}
            {/* Each mapped scale is a sentence of its own (decision 440). */}
            {mapped.map((s) => {
              const name = s.name;
              const area = wheel.label(s.area);
              return (
                <li key={s.name}>
                  <Trans>
                    {name} becomes {area} ratings.
                  </Trans>
                </li>
              );
            })}
          </>
        ) : (
          <>
            <li>
              <Trans>
                Each entry becomes a journal entry on its own day, with mood 5 (Day One keeps no mood).
              </Trans>
            </li>
            <li>
              {tags === 0 ? (
                t`No tags in this file.`
              ) : (
                <>
                  {plural(tags, {
                    one: '# tag, joined with tags you already have:',
                    other: '# tags, joined with tags you already have:',
                  })}{' '}
                  {list}
                </>
              )}
            </li>
          </>
        )}
      </ul>
    </div>
  );
}

function ScaleSelect({
  scale,
  value,
  onChange,
}: {
  scale: ImportScale;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const hint = `${id}-hint`;
  // Every area of the person's wheel under their names, in wheel order, areas of one's own too
  // (decisions 350, 377).
  const wheel = useAreas();
  const count = scale.count;
  const max = scale.max;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="min-w-0 flex-1 break-words">
        <label htmlFor={id} className="font-medium">
          <bdi>{scale.name}</bdi>
        </label>{' '}
        <span id={hint} className="text-sm text-muted-foreground">
          {max === null
            ? plural(count, {
                one: '(# entry, not a score: skipped)',
                other: '(# entries, not a score: skipped)',
              })
            : plural(count, { one: `(# entry, out of ${max})`, other: `(# entries, out of ${max})` })}
        </span>
      </div>
      <select
        id={id}
        aria-describedby={hint}
        disabled={scale.max === null}
        value={value ?? ''}
        onChange={(e) => onChange(isAreaKey(e.target.value) ? e.target.value : undefined)}
        className={cn(fieldClasses.replace('w-full ', ''), 'h-11 w-40 shrink-0')}
      >
        <option value="">{t`Skip`}</option>
        {wheel.all.map((d) => (
          <option key={d.key} value={d.key}>
            {d.label}
          </option>
        ))}
      </select>
    </div>
  );
}

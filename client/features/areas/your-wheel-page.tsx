import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useAreasQuery, useDeleteArea, useUpdateArea } from '../../api/areas';
import { Button, IconButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { PageHeader } from '../../components/ui/page-header';
import { failureToast, toast } from '../../components/ui/toast';
import { serverMessage } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import {
  AREAS_MAX,
  hidingLeavesTooFew,
  OWN_AREAS_MAX,
  SHOWN_MIN,
  stepPosition,
  tooFewShownMessage,
  wheelOf,
  type WheelArea,
} from '../../shared/areas/wheel-rules';
import { DimensionBubble } from '../../shared/wellbeing/dimension-icon';
import { shownAreaLabel } from '../../shared/areas/area-names';
import { AreaDialog } from './area-dialog';
import { WheelQueryView } from '../../shared/areas/wheel-query-view';

type Editing = { area: WheelArea | null; key: number } | null;

/**
 * "Your wheel" (decision 353): rename, recolour, hide and show, reorder with buttons (keyboard and
 * screen-reader operable, never drag only), add areas of one's own and delete them after a question.
 */
export default function YourWheelPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Your wheel`);
  const query = useAreasQuery();
  const update = useUpdateArea();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<WheelArea | null>(null);
  const [rowError, setRowError] = useState<{ key: string; message: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  /** After a move the row's own button keeps focus (or its twin when it reached an end). */
  const focusAfterMove = (key: string, step: -1 | 1) => {
    window.setTimeout(() => {
      const list = listRef.current;
      if (!list) return;
      const same = list.querySelector<HTMLButtonElement>(`[data-move="${key}:${step}"]`);
      const other = list.querySelector<HTMLButtonElement>(`[data-move="${key}:${-step}"]`);
      (same && !same.disabled ? same : other)?.focus();
    }, 0);
  };

  return (
    <>
      <PageHeader
        title={t`Your wheel`}
        description={t`Rename, recolour, hide and reorder your areas, or add up to four of your own.`}
        back={{ to: '/areas', label: t`Back to 8 Areas` }}
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <WheelQueryView query={query}>
        {(data) => {
          // Built-in areas not renamed carry their name in the reader's language (decision 386).
          const wheel = wheelOf(data).map((a) => ({ ...a, label: shownAreaLabel(a.key, a.label, i18n) }));
          const own = wheel.filter((a) => !a.builtIn).length;
          const full = wheel.length >= AREAS_MAX || own >= OWN_AREAS_MAX;
          const shown = wheel.filter((a) => !a.hidden).length;
          const hidden = wheel.length - shown;
          const total = wheel.length;
          const move = (area: WheelArea, step: -1 | 1) => {
            const position = stepPosition(area.key, step, wheel);
            if (position === null || update.isPending) return;
            setRowError(null);
            update.mutate(
              { key: area.key, change: { position } },
              {
                onSuccess: () => {
                  const name = area.label;
                  const place = position + 1;
                  const count = wheel.length;
                  setAnnouncement(t`${name} moved to place ${place} of ${count}`);
                  focusAfterMove(area.key, step);
                },
                onError: (error) =>
                  setRowError({ key: area.key, message: serverMessage(error, t`Failed to move the area.`) }),
              },
            );
          };
          const toggle = (area: WheelArea) => {
            if (update.isPending) return;
            if (!area.hidden && hidingLeavesTooFew(area.key, wheel)) {
              setRowError({ key: area.key, message: tooFewShownMessage() });
              return;
            }
            setRowError(null);
            update.mutate(
              { key: area.key, change: { hidden: !area.hidden } },
              {
                onSuccess: (saved) => {
                  const name = shownAreaLabel(saved.key, saved.label, i18n);
                  setAnnouncement(
                    saved.hidden ? t`${name} hidden from your wheel` : t`${name} shown on your wheel`,
                  );
                },
                onError: (error) =>
                  setRowError({
                    key: area.key,
                    message: serverMessage(error, t`Failed to change the area.`),
                  }),
              },
            );
          };
          return (
            <div className="space-y-4">
              <p className="text-sm text-muted-foreground">
                <Trans>
                  {shown} shown, {hidden} hidden · {total} of {AREAS_MAX} areas. At least {SHOWN_MIN} stay
                  shown. Hiding an area keeps its history; show it again and it is all there.
                </Trans>
              </p>
              <Card padding="none">
                <h2 id={headingId} className="sr-only">
                  <Trans>Areas in wheel order</Trans>
                </h2>
                <ol ref={listRef} aria-labelledby={headingId} className="divide-y divide-border">
                  {wheel.map((area, index) => {
                    const error = rowError?.key === area.key ? rowError.message : undefined;
                    const errorId = `area-row-error-${area.key}`;
                    const name = area.label;
                    const place = index + 1;
                    return (
                      <li key={area.key} data-area={area.key} className="px-4 py-3">
                        <div className="flex items-center gap-3">
                          <DimensionBubble
                            dimension={area}
                            className={area.hidden ? 'size-10 opacity-50' : 'size-10'}
                            iconClassName="size-5"
                          />
                          <div className="min-w-0 flex-1">
                            <p className="font-medium wrap-anywhere" data-testid="area-label">
                              {area.label}
                            </p>
                            <p className="text-xs text-muted-foreground">
                              {area.hidden
                                ? area.builtIn
                                  ? t`${place}. Hidden`
                                  : t`${place}. Hidden · Your own`
                                : area.builtIn
                                  ? t`${place}. Shown`
                                  : t`${place}. Shown · Your own`}
                            </p>
                          </div>
                        </div>
                        <div
                          className="mt-2 flex flex-wrap items-center gap-1"
                          role="group"
                          aria-label={t`${name}: actions`}
                        >
                          <IconButton
                            icon={ArrowUp}
                            label={t`Move ${name} up`}
                            iconClassName="size-5"
                            data-move={`${area.key}:-1`}
                            disabled={index === 0}
                            onClick={() => move(area, -1)}
                          />
                          <IconButton
                            icon={ArrowDown}
                            label={t`Move ${name} down`}
                            iconClassName="size-5"
                            data-move={`${area.key}:1`}
                            disabled={index === wheel.length - 1}
                            onClick={() => move(area, 1)}
                          />
                          <IconButton
                            icon={Pencil}
                            label={t`Edit ${name}`}
                            onClick={() => setEditing({ area, key: Date.now() })}
                          />
                          <IconButton
                            icon={area.hidden ? Eye : EyeOff}
                            label={area.hidden ? t`Show ${name}` : t`Hide ${name}`}
                            aria-describedby={error ? errorId : undefined}
                            data-toggle={area.key}
                            onClick={() => toggle(area)}
                          />
                          {!area.builtIn && (
                            <IconButton
                              icon={Trash2}
                              label={t`Delete ${name}`}
                              className="text-muted-foreground hover:text-destructive"
                              onClick={() => setDeleting(area)}
                            />
                          )}
                        </div>
                        <div aria-live="polite">
                          <FieldError fieldId={`area-row-${area.key}`} message={error} className="mt-1" />
                        </div>
                      </li>
                    );
                  })}
                </ol>
              </Card>
              <div>
                <Button
                  ref={addRef}
                  variant="outline"
                  block
                  disabled={full}
                  aria-describedby={full ? 'add-area-full' : undefined}
                  onClick={() => setEditing({ area: null, key: Date.now() })}
                >
                  <Plus aria-hidden className="size-5" />
                  <Trans>Add an area of your own</Trans>
                </Button>
                {full && (
                  <p id="add-area-full" className="mt-2 text-sm text-muted-foreground">
                    {wheel.length >= AREAS_MAX
                      ? t`Your wheel holds ${AREAS_MAX} areas, the most it can. Delete one of your own to add another.`
                      : t`You have ${OWN_AREAS_MAX} areas of your own, the most you can add.`}
                  </p>
                )}
              </div>
              {editing && (
                <AreaDialog
                  key={editing.key}
                  area={editing.area}
                  wheel={wheel}
                  onClose={() => setEditing(null)}
                  onSaved={(saved, created) => {
                    const name = shownAreaLabel(saved.key, saved.label, i18n);
                    setAnnouncement(created ? t`${name} added to your wheel` : t`${name} saved`);
                  }}
                />
              )}
              {deleting && (
                <DeleteAreaDialog
                  area={deleting}
                  onClose={(deleted) => {
                    setDeleting(null);
                    // The row and its button are gone: focus goes on to the add button.
                    if (deleted) window.setTimeout(() => addRef.current?.focus(), 0);
                  }}
                />
              )}
            </div>
          );
        }}
      </WheelQueryView>
    </>
  );
}

/** "How many ratings go with it": the server counts them in the area's answer (`ratingCount`). */
export function ratingsGoing(count: number, i18n: I18n): string {
  if (count === 0)
    return i18n._(msg`It has no ratings yet. Its target, if it has one, goes too. This cannot be undone.`);
  return i18n._(
    msg`${plural(count, { one: 'Its # rating goes with it.', other: 'Its # ratings go with it.' })} Its reflections, spotlight ratings and target go too. This cannot be undone. To keep its history, hide it instead.`,
  );
}

function DeleteAreaDialog({ area, onClose }: { area: WheelArea; onClose: (deleted: boolean) => void }) {
  const { t, i18n } = useLingui();
  const remove = useDeleteArea();
  const name = area.label;
  return (
    <ConfirmDialog
      open
      busy={remove.isPending}
      onClose={() => onClose(false)}
      title={
        <span className="wrap-anywhere">
          <Trans>Delete “{name}”?</Trans>
        </span>
      }
      description={ratingsGoing(area.ratingCount ?? 0, i18n)}
      action={<Trans>Delete</Trans>}
      onConfirm={() =>
        remove.mutate(area.key, {
          onSuccess: () => {
            toast({ title: t`Area deleted`, variant: 'success' });
            onClose(true);
          },
          onError: failureToast(t`Error`, t`Failed to delete the area.`),
        })
      }
    >
      {null}
    </ConfirmDialog>
  );
}

import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useAreasQuery, useDeleteArea, useUpdateArea } from '../../api/areas';
import { QueryView } from '../../components/query-view';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogCancel } from '../../components/ui/dialog';
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
import { AreaDialog } from './area-dialog';

type Editing = { area: WheelArea | null; key: number } | null;

/**
 * "Your wheel" (decision 353): rename, recolour, hide and show, reorder with buttons (keyboard and
 * screen-reader operable, never drag only), add areas of one's own and delete them after a question.
 */
export default function YourWheelPage() {
  useDocumentTitle('Your wheel');
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
        title="Your wheel"
        description="Rename, recolour, hide and reorder your areas, or add up to four of your own."
        back={{ to: '/areas', label: 'Back to 8 Areas' }}
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <QueryView
        query={query}
        loading="Loading your wheel"
        failed="We could not load your wheel."
        checkConnection
      >
        {(data) => {
          const wheel = wheelOf(data);
          const own = wheel.filter((a) => !a.builtIn).length;
          const full = wheel.length >= AREAS_MAX || own >= OWN_AREAS_MAX;
          const shown = wheel.filter((a) => !a.hidden).length;
          const move = (area: WheelArea, step: -1 | 1) => {
            const position = stepPosition(area.key, step, wheel);
            if (position === null || update.isPending) return;
            setRowError(null);
            update.mutate(
              { key: area.key, change: { position } },
              {
                onSuccess: () => {
                  setAnnouncement(`${area.label} moved to place ${position + 1} of ${wheel.length}`);
                  focusAfterMove(area.key, step);
                },
                onError: (error) =>
                  setRowError({ key: area.key, message: serverMessage(error, 'Failed to move the area.') }),
              },
            );
          };
          const toggle = (area: WheelArea) => {
            if (update.isPending) return;
            if (!area.hidden && hidingLeavesTooFew(area.key, wheel)) {
              setRowError({ key: area.key, message: tooFewShownMessage });
              return;
            }
            setRowError(null);
            update.mutate(
              { key: area.key, change: { hidden: !area.hidden } },
              {
                onSuccess: (saved) =>
                  setAnnouncement(`${saved.label} ${saved.hidden ? 'hidden from' : 'shown on'} your wheel`),
                onError: (error) =>
                  setRowError({ key: area.key, message: serverMessage(error, 'Failed to change the area.') }),
              },
            );
          };
          return (
            <div className="space-y-4">
              <p className="text-sm text-muted-foreground">
                {shown} shown, {wheel.length - shown} hidden · {wheel.length} of {AREAS_MAX} areas. At least{' '}
                {SHOWN_MIN} stay shown. Hiding an area keeps its history; show it again and it is all there.
              </p>
              <Card padding="none">
                <h2 id={headingId} className="sr-only">
                  Areas in wheel order
                </h2>
                <ol ref={listRef} aria-labelledby={headingId} className="divide-y divide-border">
                  {wheel.map((area, index) => {
                    const error = rowError?.key === area.key ? rowError.message : undefined;
                    const errorId = `area-row-error-${area.key}`;
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
                              {index + 1}. {area.hidden ? 'Hidden' : 'Shown'}
                              {area.builtIn ? '' : ' · Your own'}
                            </p>
                          </div>
                        </div>
                        <div
                          className="mt-2 flex flex-wrap items-center gap-1"
                          role="group"
                          aria-label={`${area.label}: actions`}
                        >
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Move ${area.label} up`}
                            data-move={`${area.key}:-1`}
                            disabled={index === 0}
                            onClick={() => move(area, -1)}
                          >
                            <ArrowUp aria-hidden className="size-5" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Move ${area.label} down`}
                            data-move={`${area.key}:1`}
                            disabled={index === wheel.length - 1}
                            onClick={() => move(area, 1)}
                          >
                            <ArrowDown aria-hidden className="size-5" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Edit ${area.label}`}
                            onClick={() => setEditing({ area, key: Date.now() })}
                          >
                            <Pencil aria-hidden className="size-[1.1rem]" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`${area.hidden ? 'Show' : 'Hide'} ${area.label}`}
                            aria-describedby={error ? errorId : undefined}
                            data-toggle={area.key}
                            onClick={() => toggle(area)}
                          >
                            {area.hidden ? (
                              <Eye aria-hidden className="size-[1.1rem]" />
                            ) : (
                              <EyeOff aria-hidden className="size-[1.1rem]" />
                            )}
                          </Button>
                          {!area.builtIn && (
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`Delete ${area.label}`}
                              className="text-muted-foreground hover:text-destructive"
                              onClick={() => setDeleting(area)}
                            >
                              <Trash2 aria-hidden className="size-[1.1rem]" />
                            </Button>
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
                  Add an area of your own
                </Button>
                {full && (
                  <p id="add-area-full" className="mt-2 text-sm text-muted-foreground">
                    {wheel.length >= AREAS_MAX
                      ? `Your wheel holds ${AREAS_MAX} areas, the most it can. Delete one of your own to add another.`
                      : `You have ${OWN_AREAS_MAX} areas of your own, the most you can add.`}
                  </p>
                )}
              </div>
              {editing && (
                <AreaDialog
                  key={editing.key}
                  area={editing.area}
                  wheel={wheel}
                  onClose={() => setEditing(null)}
                  onSaved={(saved, created) =>
                    setAnnouncement(created ? `${saved.label} added to your wheel` : `${saved.label} saved`)
                  }
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
      </QueryView>
    </>
  );
}

/** "How many ratings go with it": the server counts them in the area's answer (`ratingCount`). */
export function ratingsGoing(count: number): string {
  if (count === 0) return 'It has no ratings yet.';
  return count === 1 ? 'Its 1 rating goes with it.' : `Its ${count} ratings go with it.`;
}

/** What else goes with an area of one's own (decision 374): what was written on it. */
export const WRITTEN_GOES = 'Its reflections, spotlight ratings and target go too.';

function DeleteAreaDialog({ area, onClose }: { area: WheelArea; onClose: (deleted: boolean) => void }) {
  const remove = useDeleteArea();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose(false);
      }}
      title={<span className="wrap-anywhere">Delete “{area.label}”?</span>}
      description={`${ratingsGoing(area.ratingCount ?? 0)} ${WRITTEN_GOES} This cannot be undone. To keep its history, hide it instead.`}
      footer={
        <>
          <DialogCancel disabled={remove.isPending} />
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(area.key, {
                onSuccess: () => {
                  toast({ title: 'Area deleted', variant: 'success' });
                  onClose(true);
                },
                onError: failureToast('Error', 'Failed to delete the area.'),
              })
            }
          >
            Delete
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Merge, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ApiTag } from '../../../core/schemas/records';
import { IconButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useDocumentTitle } from '../../lib/document-title';
import { preloadOnIntent } from '../../lib/preload-on-intent';
import { useTags } from '../../api/tags';
import { QueryView } from '../../components/query-view';
import type { TagAction } from './tag-dialog';

// The list's schema (zod/mini, decision 542) comes with the list's request (`tagsQuery`), not with the
// page: the screen paints without any zod (decision 501).

// The rename, merge and delete dialog loads at the first sign of intent or after a quiet while, as
// Home's rating sheet does, so the first tap finds it in (decision 530).
const loadTagDialog = () => import('./tag-dialog');
const TagDialog = lazy(() => loadTagDialog().then((m) => ({ default: m.TagDialog })));

/** The user's tags: rename, merge, delete (decision 131). */
export default function TagsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Your tags`);
  const tags = useTags();
  const [action, setAction] = useState<TagAction | null>(null);
  useEffect(() => preloadOnIntent(() => void loadTagDialog().catch(() => undefined)), []);
  const open = (kind: 'rename' | 'merge' | 'delete', tag: ApiTag) =>
    setAction({ kind, tag, key: Date.now() });
  const list = tags.data ?? [];
  return (
    <>
      <PageHeader
        title={t`Your tags`}
        description={t`Tags you add to quick check-ins and journal entries.`}
        back={{ to: '/what-moves', label: t`Back to what moves each area` }}
      />
      <QueryView query={tags} loading={t`Loading your tags`} failed={t`We could not load your tags.`} alert>
        {() =>
          list.length === 0 ? (
            <Card className="text-center text-sm text-muted-foreground">
              <Trans>No tags yet. Choose some when you do a quick check-in or write in your journal.</Trans>
            </Card>
          ) : (
            <Card padding="none">
              <ul className="divide-y divide-border" aria-label={t`Tags`}>
                {list.map((tag) => {
                  const { name, uses } = tag;
                  return (
                    <li key={tag.id} className="flex items-center gap-2 py-1.5 pr-2 pl-5">
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium wrap-anywhere">{name}</span>
                        <span className="block text-xs text-muted-foreground">
                          {plural(uses, { one: 'Used # time', other: 'Used # times' })}
                        </span>
                      </span>
                      <IconButton
                        icon={Pencil}
                        label={t`Rename ${name}`}
                        onClick={() => open('rename', tag)}
                      />
                      <IconButton
                        icon={Merge}
                        label={t`Merge ${name} into another tag`}
                        disabled={list.length < 2}
                        onClick={() => open('merge', tag)}
                      />
                      <IconButton
                        icon={Trash2}
                        label={t`Delete ${name}`}
                        className="text-muted-foreground hover:text-destructive"
                        onClick={() => open('delete', tag)}
                      />
                    </li>
                  );
                })}
              </ul>
            </Card>
          )
        }
      </QueryView>
      {action && (
        <Suspense fallback={null}>
          <TagDialog key={action.key} action={action} tags={list} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </>
  );
}

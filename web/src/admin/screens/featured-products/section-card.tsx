import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FeaturedSection } from '@domain/content';
import { HOME_FEATURED_LIMIT } from '@domain/schemas/content';
import { FEATURED_MESSAGES, type FeaturedEntry, type FeaturedSectionsResponse } from '@domain/schemas/featured';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { adminPanel } from '../../components/admin-page';
import { useAdminMessage } from '../../components/admin-messages';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { AUDIT_KEY, FEATURED_KEY, featuredSectionsQueryOptions, removeFeatured, reorderFeatured, updateFeatured } from './featured-api';
import { ProductFacts } from './product-facts';

export interface SectionCardProps {
  sectionName: FeaturedSection;
  entries: FeaturedEntry[];
  onAdd: () => void;
  announce: (text: string) => void;
}

const iconButton = 'size-9 px-0';

/** One section: its entries in display order with move up/down, activate/deactivate and remove, and Add Product. */
export function SectionCard({ sectionName, entries, onAdd, announce }: SectionCardProps) {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('featured.messages', FEATURED_MESSAGES);
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const title = t(`featured.sections.${sectionName}.title`);
  const invalidate = [FEATURED_KEY, AUDIT_KEY] as const;
  // The featured cards of the home page: the first active entries of this section whose product is on sale.
  const onHome = new Set(sectionName === 'featured' ? entries.filter((e) => e.isActive && !e.product.archived).slice(0, HOME_FEATURED_LIMIT).map((e) => e.id) : []);

  // Moves are drawn at once and sent one after another, each with the versions the previous answer gave back, so a
  // quick run of presses is neither lost nor refused as stale.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const reorder = useAdminMutation({
    mutationFn: (ids: string[]) => {
      const run = queue.current.then(async () => {
        const answer = await reorderFeatured({ sectionName, entries: ids.map((id) => ({ id, version: versionOf(queryClient.getQueryData(featuredSectionsQueryOptions.queryKey), id) })) });
        queryClient.setQueryData(featuredSectionsQueryOptions.queryKey, (old: FeaturedSectionsResponse | undefined) => withVersions(old, answer));
        return answer;
      });
      queue.current = run.catch(() => undefined);
      return run;
    },
    invalidate: [AUDIT_KEY],
    failure: t('featured.messages.updateFailed'),
    translate,
  });
  const toggle = useAdminMutation({ mutationFn: updateFeatured, invalidate, success: t('featured.updated'), failure: t('featured.messages.updateFailed'), translate });
  const [removing, setRemoving] = useState<FeaturedEntry | null>(null);
  const remove = useAdminMutation({
    mutationFn: (entry: FeaturedEntry) => removeFeatured(entry.id),
    invalidate,
    success: t('featured.removed'),
    failure: t('featured.messages.removeFailed'),
    translate,
    onSuccess: () => {
      setRemoving(null);
      announce(t('featured.removed'));
      // The row and its buttons are gone: the section's heading takes the focus.
      headingRef.current?.focus();
    },
  });

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const entry = entries[index];
    if (!entry || target < 0 || target >= entries.length) return;
    const next = [...entries];
    next.splice(index, 1);
    next.splice(target, 0, entry);
    // Shown at once; a refusal reloads the sections as the server has them.
    queryClient.setQueryData(featuredSectionsQueryOptions.queryKey, (old: FeaturedSectionsResponse | undefined) =>
      old ? { sections: old.sections.map((section) => (section.sectionName === sectionName ? { ...section, entries: next } : section)) } : old,
    );
    reorder.mutate(
      next.map((item) => item.id),
      { onError: () => void queryClient.invalidateQueries({ queryKey: FEATURED_KEY }) },
    );
    announce(t('featured.moved', { name: entry.product.name, position: target + 1 }));
    keepFocusOnMoveButton(listRef.current, entry.id, by, target, next.length);
  };

  return (
    <section aria-labelledby={`section-${sectionName}`} className={cn(adminPanel, 'flex flex-col')} data-testid={`featured-section-${sectionName}`}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-5">
        <div className="min-w-0 flex-1 basis-56">
          <h2 id={`section-${sectionName}`} ref={headingRef} tabIndex={-1} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-950 focus:outline-none">
            {title}
            <Badge>{t('featured.count', { count: entries.length })}</Badge>
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t(`featured.sections.${sectionName}.where`)}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {t('featured.add')}
        </Button>
      </header>
      {entries.length === 0 ? (
        <p className="p-5 text-sm text-slate-600">{t('featured.empty')}</p>
      ) : (
        <ol ref={listRef} className="divide-y divide-slate-100">
          {entries.map((entry, index) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === entries.length - 1}
              sectionTitle={title}
              onHome={onHome.has(entry.id)}
              onMove={(by) => move(index, by)}
              onToggle={() => !toggle.isPending && toggle.mutate({ id: entry.id, isActive: !entry.isActive, version: entry.updatedAt })}
              onRemove={() => setRemoving(entry)}
            />
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('featured.removeConfirm.title', { name: removing?.product.name ?? '', section: title })}
        description={t('featured.removeConfirm.body')}
        confirmLabel={t('featured.remove')}
        pending={remove.isPending}
        pendingLabel={t('featured.removing')}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </section>
  );
}

interface EntryRowProps {
  entry: FeaturedEntry;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  sectionTitle: string;
  onHome: boolean;
  onMove: (by: -1 | 1) => void;
  onToggle: () => void;
  onRemove: () => void;
}

function EntryRow({ entry, position, isFirst, isLast, sectionTitle, onHome, onMove, onToggle, onRemove }: EntryRowProps) {
  const { t } = useAdminTranslation();
  const { product } = entry;
  const name = product.name;

  return (
    <li className={cn('flex flex-wrap items-center gap-x-4 gap-y-3 px-5 py-3', !entry.isActive && 'bg-slate-50')} data-entry-id={entry.id} data-testid="featured-entry">
      {/* The list is numbered for screen readers already. */}
      <span aria-hidden="true" className="w-8 shrink-0 text-sm font-semibold text-slate-500 tabular-nums">
        {t('featured.position', { position })}
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2">
          <span className={cn('font-semibold', entry.isActive ? 'text-slate-950' : 'text-slate-500')}>{name}</span>
          <Badge tone={entry.isActive ? 'green' : 'neutral'}>{entry.isActive ? t('featured.active') : t('featured.inactive')}</Badge>
          {onHome ? <Badge tone="blue">{t('featured.onHome')}</Badge> : null}
          {product.epaApproved ? <Badge tone="brand">{t('featured.epa')}</Badge> : null}
          {product.archived ? <Badge tone="red">{t('featured.archived')}</Badge> : null}
        </p>
        <ProductFacts product={product} className="mt-0.5 text-sm text-slate-600" />
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <Button variant="ghost" size="sm" className={iconButton} data-move="up" disabled={isFirst} aria-label={t('featured.moveUp', { name })} title={t('featured.moveUp', { name })} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="ghost" size="sm" className={iconButton} data-move="down" disabled={isLast} aria-label={t('featured.moveDown', { name })} title={t('featured.moveDown', { name })} onClick={() => onMove(1)}>
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="secondary" size="sm" className="min-w-28" aria-label={entry.isActive ? t('featured.deactivateLabel', { name }) : t('featured.activateLabel', { name })} onClick={onToggle}>
          {entry.isActive ? t('featured.deactivate') : t('featured.activate')}
        </Button>
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" aria-label={t('featured.removeLabel', { name, section: sectionTitle })} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('featured.remove')}
        </Button>
      </div>
    </li>
  );
}

/** An entry's version as last known (an optimistic move keeps each entry's version). */
function versionOf(data: FeaturedSectionsResponse | undefined, id: string): string {
  for (const section of data?.sections ?? []) {
    const entry = section.entries.find((item) => item.id === id);
    if (entry) return entry.updatedAt;
  }
  return '';
}

/** The cached sections in the order on screen (later moves may be queued), with the versions the server answered. */
function withVersions(old: FeaturedSectionsResponse | undefined, answer: FeaturedSectionsResponse): FeaturedSectionsResponse {
  if (!old) return answer;
  const fresh = new Map(answer.sections.flatMap((section) => section.entries).map((entry) => [entry.id, entry]));
  return {
    sections: old.sections.map((section) => ({
      ...section,
      entries: section.entries.map((entry) => {
        const saved = fresh.get(entry.id);
        return saved ? { ...entry, updatedAt: saved.updatedAt } : entry;
      }),
    })),
  };
}

/**
 * After a move the row is drawn at its new place: focus stays on the button that moved it, or on the other one when
 * the row reached an end (its own button is then disabled), so the keyboard can keep moving it.
 */
function keepFocusOnMoveButton(list: HTMLOListElement | null, entryId: string, by: -1 | 1, target: number, count: number) {
  const reachedEnd = (by === -1 && target === 0) || (by === 1 && target === count - 1);
  const direction = (by === -1) !== reachedEnd ? 'up' : 'down';
  requestAnimationFrame(() => {
    const row = list?.querySelector<HTMLElement>(`[data-entry-id="${CSS.escape(entryId)}"]`);
    row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`)?.focus();
  });
}

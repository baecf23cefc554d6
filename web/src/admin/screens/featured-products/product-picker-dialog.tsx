import { Check, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { FeaturedSection } from '@domain/content';
import { FEATURED_MESSAGES, type FeaturedCandidate } from '@domain/schemas/featured';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { useAdminMessage } from '../../components/admin-messages';
import { Badge } from '../../components/badge';
import { Pagination } from '../../components/pagination';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { addFeatured, AUDIT_KEY, FEATURED_KEY, useFeaturedCandidates } from './featured-api';
import { ProductFacts } from './product-facts';

const PICKER_PAGE_SIZE = 10;

/**
 * The product picker: the catalogue searched on the server by name or SKU, one page at a time (thousands of products
 * never reach the browser at once). It stays open so several products can be added in a row.
 */
export function ProductPickerDialog({ sectionName, onClose }: { sectionName: FeaturedSection; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PICKER_PAGE_SIZE);
  const query = useFeaturedCandidates({ sectionName, q, page, pageSize }, true);
  const section = t(`featured.sections.${sectionName}.title`);
  const search = useCallback((text: string) => {
    setQ(text);
    setPage(1);
  }, []);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={t('featured.addTitle', { section })} description={t('featured.addDescription')} closeLabel={t('common.close')}>
      <div className="space-y-4">
        <SearchBox value={q} onChange={search} label={t('featured.searchLabel')} placeholder={t('featured.searchPlaceholder')} />
        <QueryState
          query={query}
          loadingText={t('featured.pickerLoading')}
          errorText={() => t('featured.messages.loadFailed')}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={t('featured.pickerEmpty')} hint={t('featured.pickerEmptyHint')} />}
        >
          {(data) => (
            <div className="space-y-4">
              <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" aria-busy={query.isFetching}>
                {data.items.map((candidate) => (
                  <CandidateRow key={candidate.id} candidate={candidate} sectionName={sectionName} />
                ))}
              </ul>
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPageChange={setPage}
                onPageSizeChange={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
              />
            </div>
          )}
        </QueryState>
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={onClose}>
            {t('featured.done')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function CandidateRow({ candidate, sectionName }: { candidate: FeaturedCandidate; sectionName: FeaturedSection }) {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('featured.messages', FEATURED_MESSAGES);
  const add = useAdminMutation({
    mutationFn: addFeatured,
    invalidate: [FEATURED_KEY, AUDIT_KEY],
    success: t('featured.added'),
    failure: t('featured.messages.addFailed'),
    translate,
  });

  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1 basis-40">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {candidate.name}
          {candidate.epaApproved ? <Badge tone="brand">{t('featured.epa')}</Badge> : null}
        </p>
        <ProductFacts product={candidate} className="text-sm text-slate-600" />
      </div>
      {candidate.inSection ? (
        <span className="flex items-center gap-1 text-sm text-slate-600">
          <Check aria-hidden="true" className="size-4 text-green-700" />
          {t('featured.alreadyIn')}
        </span>
      ) : (
        <Button size="sm" disabled={add.isPending} aria-label={t('featured.addOneLabel', { name: candidate.name })} onClick={() => add.mutate({ productId: candidate.id, sectionName })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('featured.addOne')}
        </Button>
      )}
    </li>
  );
}

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { COUPON_DISPLAY_STATUSES } from '@domain/coupons';
import type { AdminCoupon } from '@domain/schemas/coupons';
import { Button } from '@web/components/ui/button';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FilterSelect } from '../../components/filter-select';
import { Pagination } from '../../components/pagination';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { CouponCard } from './coupon-card';
import { CouponFormDialog } from './coupon-form-dialog';
import { useCouponMessage } from './coupon-messages';
import { COUPONS_KEY, couponValuesOf, deleteCoupon, updateCoupon, useCoupons } from './coupons-api';

type Pending = { kind: 'delete' | 'deactivate'; coupon: AdminCoupon } | null;

/** /admin/coupons: Coupon Management (back-office spec §2, §4, §5). */
export function CouponsScreen() {
  const { t } = useAdminTranslation();
  const translate = useCouponMessage();
  const params = useListParams({ sort: '-createdAt', filters: ['status'] });
  const query = useCoupons(params.apiQuery);
  const [form, setForm] = useState<{ open: boolean; coupon: AdminCoupon | null }>({ open: false, coupon: null });
  const [pending, setPending] = useState<Pending>(null);
  const filtered = params.q.trim() !== '' || params.filters.status !== '';

  const remove = useAdminMutation({
    mutationFn: (coupon: AdminCoupon) => deleteCoupon(coupon.id),
    invalidate: [COUPONS_KEY],
    success: t('coupons.toasts.deleted'),
    failure: t('coupons.toasts.deleteFailed'),
    translate,
    onSuccess: () => setPending(null),
  });
  const deactivate = useAdminMutation({
    mutationFn: (coupon: AdminCoupon) => updateCoupon({ id: coupon.id, version: coupon.updatedAt, values: { ...couponValuesOf(coupon), isActive: false } }),
    invalidate: [COUPONS_KEY],
    success: t('coupons.toasts.updated'),
    failure: t('coupons.toasts.updateFailed'),
    translate,
    onSuccess: () => setPending(null),
  });

  const openCreate = () => setForm({ open: true, coupon: null });
  const createAction = (
    <Button onClick={openCreate}>
      <Plus aria-hidden="true" className="size-4" />
      {t('coupons.create')}
    </Button>
  );

  return (
    <AdminPage title={t('coupons.title')} description={t('coupons.subtitle')} actions={createAction}>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          className="w-full sm:w-80"
          value={params.q}
          onChange={(q) => params.update({ q }, { replace: true })}
          label={t('coupons.searchLabel')}
          placeholder={t('coupons.searchPlaceholder')}
        />
        <FilterSelect
          label={t('coupons.statusFilter')}
          allLabel={t('coupons.allStatuses')}
          value={params.filters.status}
          onChange={(status) => params.update({ status })}
          options={COUPON_DISPLAY_STATUSES.map((status) => ({ value: status, label: t(`coupons.status.${status}`) }))}
        />
      </div>

      <QueryState
        query={query}
        loadingText={t('coupons.loading')}
        isEmpty={(data) => data.total === 0}
        empty={
          filtered ? (
            <EmptyState title={t('common.noResults')} />
          ) : (
            <EmptyState title={t('coupons.empty')} action={<Button onClick={openCreate}>{t('coupons.create')}</Button>} />
          )
        }
      >
        {(data) => (
          <div className="space-y-4">
            <ul aria-label={t('coupons.listLabel')} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
              {data.items.map((coupon) => (
                <li key={coupon.id}>
                  <CouponCard
                    coupon={coupon}
                    onEdit={() => setForm({ open: true, coupon })}
                    onDelete={() => setPending({ kind: 'delete', coupon })}
                    onDeactivate={() => setPending({ kind: 'deactivate', coupon })}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={(page) => params.update({ page })}
              onPageSizeChange={(pageSize) => params.update({ pageSize })}
            />
          </div>
        )}
      </QueryState>

      <CouponFormDialog open={form.open} coupon={form.coupon} onOpenChange={(open) => setForm((current) => ({ ...current, open }))} />

      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={t('coupons.deleteConfirm.title', { code: pending?.coupon.code ?? '' })}
        description={t('coupons.deleteConfirm.body')}
        confirmLabel={t('coupons.deleteConfirm.confirm')}
        pending={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending.coupon)}
      />
      <ConfirmDialog
        open={pending?.kind === 'deactivate'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={t('coupons.deactivateConfirm.title', { code: pending?.coupon.code ?? '' })}
        description={t('coupons.deactivateConfirm.body', { count: pending?.coupon.currentUses ?? 0 })}
        confirmLabel={t('coupons.deactivateConfirm.confirm')}
        pending={deactivate.isPending}
        pendingLabel={t('common.saving')}
        onConfirm={() => pending && deactivate.mutate(pending.coupon)}
      />
    </AdminPage>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProductDetail, ProductFormOutput } from '@domain/schemas/admin-products';
import { PRODUCT_MESSAGES } from '@domain/schemas/admin-products';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { FormNotice } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { applyFieldErrors, useAdminMutation } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { productKeys, useAdminProduct } from './api/get-products';
import { createProduct, updateProduct } from './api/save-product';
import { PRODUCT_FORM_ID, ProductForm, type ProductFormApi } from './product-form';
import { firstTabWithErrors, formValuesOf, NEW_PRODUCT, SERVER_FIELDS } from './product-form-values';
import { useProductMessages } from './use-product-messages';

export type ProductDialogTarget = { mode: 'add' } | { mode: 'edit'; id: string };

/** The storefront's own copy of the catalogue (web/src/features/catalog), refreshed with the admin's lists after a save. */
const STOREFRONT_PRODUCTS = ['products'] as const;

const isStaleEdit = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === 'conflict' && !error.fields;

/** The wide Add/Edit dialog; it stays open while saving (no double submit) and closes once the product is saved. */
export function ProductDialog({ target, onClose }: { target: ProductDialogTarget | null; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const editing = target?.mode === 'edit' ? target.id : null;
  const product = useAdminProduct(editing);
  const translate = useProductMessages();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  // Not the product itself: after a stale edit the form keeps what the admin typed until they choose Reload.
  const invalidate = [productKeys.lists, STOREFRONT_PRODUCTS];

  const create = useAdminMutation({
    mutationFn: createProduct,
    invalidate,
    success: t('products.messages.added'),
    failure: t('products.messages.addFailed'),
    translate,
    onSuccess: onClose,
  });
  const update = useAdminMutation({
    mutationFn: ({ id, values, version }: { id: string; values: ProductFormOutput; version: string }) => updateProduct(id, { ...values, version }),
    invalidate,
    success: t('products.messages.updated'),
    failure: t('products.messages.updateFailed'),
    translate,
    onSuccess: onClose,
  });
  const saving = create.isPending || update.isPending;

  const showRefusal = (error: unknown, form: ProductFormApi) => {
    if (isStaleEdit(error)) setStale(true);
    if (applyFieldErrors(error, form.setError, SERVER_FIELDS, translate)) {
      const tab = firstTabWithErrors(form.formState.errors);
      if (tab) form.showTab(tab);
    }
  };

  const submit = (values: ProductFormOutput, form: ProductFormApi) => {
    if (saving) return;
    if (target?.mode === 'add') create.mutate(values, { onError: (error) => showRefusal(error, form) });
    else if (editing && product.data) update.mutate({ id: editing, values, version: product.data.updatedAt }, { onError: (error) => showRefusal(error, form) });
  };

  const reload = async () => {
    setStale(false);
    if (editing) await queryClient.invalidateQueries({ queryKey: productKeys.detail(editing) });
  };

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !saving) {
          setStale(false);
          onClose();
        }
      }}
      size="xl"
      title={target?.mode === 'edit' ? t('products.dialog.editTitle') : t('products.dialog.addTitle')}
      description={t('products.dialog.description')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="secondary" disabled={saving} onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={PRODUCT_FORM_ID} disabled={saving || (editing !== null && !product.data)}>
            {saving ? t('products.dialog.saving') : target?.mode === 'edit' ? t('products.dialog.update') : t('products.dialog.add')}
          </Button>
        </>
      }
    >
      {target?.mode === 'add' ? <ProductForm key="new" defaults={NEW_PRODUCT} onSubmit={submit} /> : null}
      {editing ? (
        <EditBody
          product={product.data}
          failed={product.isError}
          notFound={product.error instanceof ApiError && product.error.message === PRODUCT_MESSAGES.notFound}
          onSubmit={submit}
          notice={
            stale ? (
              <FormNotice tone="error" className="flex flex-wrap items-center justify-between gap-2">
                <span>{t('products.dialog.staleEdit')}</span>
                <Button variant="secondary" size="sm" onClick={() => void reload()}>
                  {t('products.dialog.reload')}
                </Button>
              </FormNotice>
            ) : null
          }
        />
      ) : null}
    </Dialog>
  );
}

function EditBody({ product, failed, notFound, onSubmit, notice }: { product: AdminProductDetail | undefined; failed: boolean; notFound: boolean; onSubmit: (values: ProductFormOutput, form: ProductFormApi) => void; notice: ReactNode }) {
  const { t } = useAdminTranslation();
  const { t: tShop } = useTranslation();
  if (product) {
    // Keyed by version: a reload after a stale edit shows the newer product.
    return <ProductForm key={product.updatedAt} defaults={formValuesOf(product, (key) => tShop(`packages.${key}`))} onSubmit={onSubmit} notice={notice} />;
  }
  if (failed) return <FormNotice tone="error">{notFound ? t('products.messages.notFound') : t('products.dialog.loadFailed')}</FormNotice>;
  return <p role="status" className="text-slate-600">{t('products.dialog.loading')}</p>;
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { productFormSchema, type ProductFormOutput, type ProductFormValues } from '@domain/schemas/admin-products';
import { FormNotice } from '@web/components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAdminTranslation } from '../../i18n';
import { BasicInfoTab } from './basic-info-tab';
import { DetailsTab } from './details-tab';
import { ImagesTab } from './images-tab';
import { errorsOnTab, firstTabWithErrors, PRODUCT_TAB_KEYS, type ProductFormDefaults, type ProductTab } from './product-form-values';
import { SpecificationsTab } from './specifications-tab';
import { useProductMessages } from './use-product-messages';

export const PRODUCT_FORM_ID = 'product-form';

const TAB_PANELS = { basic: BasicInfoTab, details: DetailsTab, images: ImagesTab, specifications: SpecificationsTab } as const;

export interface ProductFormProps {
  defaults: ProductFormDefaults;
  /** Runs the save; a refusal is shown by the caller through `form.setError` (server field messages). */
  onSubmit: (values: ProductFormOutput, form: ProductFormApi) => void;
  /** A notice above the tabs (a stale edit with its Reload button). */
  notice?: ReactNode;
}

export type ProductFormApi = ReturnType<typeof useForm<ProductFormValues, unknown, ProductFormOutput>> & { showTab: (tab: ProductTab) => void };

/**
 * The Add/Edit form: react-hook-form checked by the shared product schema, its fields on four tabs. A tab holding an
 * error says how many; a refused save opens the first such tab.
 */
export function ProductForm({ defaults, onSubmit, notice }: ProductFormProps) {
  const { t } = useAdminTranslation();
  const translate = useProductMessages();
  const [tab, setTab] = useState<ProductTab>('basic');
  const [refused, setRefused] = useState(false);
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = form.formState.errors;
  const api: ProductFormApi = { ...form, showTab: setTab };

  const onInvalid = (found: FieldErrors<ProductFormValues>) => {
    setRefused(true);
    const first = firstTabWithErrors(found);
    if (first && errorsOnTab(found, tab) === 0) setTab(first);
  };

  return (
    <form
      id={PRODUCT_FORM_ID}
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setRefused(false);
        onSubmit(values, api);
      }, onInvalid)}
      className="space-y-4"
    >
      {notice}
      {refused && Object.keys(errors).length > 0 ? <FormNotice tone="error">{t('products.dialog.fixErrors')}</FormNotice> : null}
      <Tabs value={tab} onValueChange={(next) => setTab(next as ProductTab)}>
        <TabsList className="max-sm:grid max-sm:grid-cols-2">
          {PRODUCT_TAB_KEYS.map((key) => {
            const count = errorsOnTab(errors, key);
            return (
              <TabsTrigger key={key} value={key} className="min-w-0 text-center max-sm:whitespace-normal">
                {t(`products.dialog.tabs.${key}`)}
                {count > 0 ? (
                  <span className="grid size-5 place-items-center rounded-full bg-red-700 text-xs font-bold text-white">
                    <span aria-hidden="true">{count}</span>
                    <span className="sr-only">{t('products.dialog.tabErrors', { count })}</span>
                  </span>
                ) : null}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {PRODUCT_TAB_KEYS.map((key) => {
          const Panel = TAB_PANELS[key];
          return (
            // Every tab stays mounted (hidden when not shown), so its fields and rows keep their state.
            <TabsContent key={key} value={key} forceMount className="data-[state=inactive]:hidden">
              <Panel form={form} translate={translate} />
            </TabsContent>
          );
        })}
      </Tabs>
    </form>
  );
}

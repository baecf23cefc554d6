import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { HERO_LOCATIONS } from '@domain/content';
import { imageSrcSet } from '@domain/images';
import { HERO_IMAGE_MESSAGES, heroImageInput, type HeroImage, type HeroImageInput, type HeroImageValues } from '@domain/schemas/hero-images';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { useAdminMessage } from '../../components/admin-messages';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState, QueryState } from '../../components/query-state';
import { UploadField } from '../../components/upload-field';
import { applyFieldErrors, useAdminMutation } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { deleteHeroImage, HERO_IMAGES_KEY, saveHeroImage, toggleHeroImage, useHeroImages } from './hero-images-api';

const MESSAGES = { ...HERO_IMAGE_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE };
const FIELDS = ['pageName', 'imageUrl', 'altText'] as const;
const locationKey = (location: string) => location.replace(/-(\w)/g, (_match, c: string) => c.toUpperCase()) as 'homepageHero';

/** /admin/hero-images: Website Image Management (back-office spec §2, §5): add form and the current images. */
export function HeroImagesScreen() {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('heroImages.messages', MESSAGES);
  const query = useHeroImages();
  const [deleting, setDeleting] = useState<HeroImage | null>(null);
  const toggle = useAdminMutation({ mutationFn: toggleHeroImage, invalidate: [HERO_IMAGES_KEY], success: t('heroImages.toasts.updated'), failure: t('heroImages.messages.updateFailed'), translate });
  const remove = useAdminMutation({
    mutationFn: (image: HeroImage) => deleteHeroImage(image.id),
    invalidate: [HERO_IMAGES_KEY],
    success: t('heroImages.toasts.deleted'),
    failure: t('heroImages.messages.deleteFailed'),
    translate,
    onSuccess: () => setDeleting(null),
  });

  return (
    <AdminPage title={t('heroImages.title')} description={t('heroImages.subtitle')}>
      <HeroImageForm />
      <section aria-labelledby="hero-images-current" className="space-y-3">
        <h2 id="hero-images-current" className="text-lg font-semibold text-slate-950">
          {t('heroImages.current')}
        </h2>
        <QueryState
          query={query}
          loadingText={t('heroImages.loading')}
          errorText={() => t('heroImages.messages.fetchFailed')}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={t('heroImages.empty')} />}
        >
          {(data) => (
            <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
              {data.items.map((image) => {
                const location = t(`heroImages.locations.${locationKey(image.pageName)}`);
                return (
                  <li key={image.id} className={`${adminPanel} overflow-hidden`} data-testid="admin-hero-image">
                    <img src={image.imageUrl} srcSet={imageSrcSet(image.imageUrl)} sizes="400px" alt={image.altText ?? ''} className="aspect-video w-full bg-slate-100 object-cover" />
                    <div className="flex flex-wrap items-center justify-between gap-2 p-4">
                      <div className="min-w-0">
                        <p className="font-semibold text-slate-950">{location}</p>
                        <Badge tone={image.isActive ? 'green' : 'neutral'}>{image.isActive ? t('common.active') : t('common.inactive')}</Badge>
                      </div>
                      <div className="flex gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          disabled={toggle.isPending}
                          onClick={() => toggle.mutate(image)}
                          aria-label={image.isActive ? t('heroImages.hide', { location }) : t('heroImages.show', { location })}
                        >
                          {image.isActive ? <Eye aria-hidden="true" className="size-5" /> : <EyeOff aria-hidden="true" className="size-5" />}
                        </Button>
                        <Button variant="ghost" size="icon" onClick={() => setDeleting(image)} aria-label={t('heroImages.deleteNamed', { location })}>
                          <Trash2 aria-hidden="true" className="size-5 text-red-700" />
                        </Button>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('heroImages.deleteConfirm.title')}
        description={t('heroImages.deleteConfirm.body')}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        pendingLabel={t('common.deleting')}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </AdminPage>
  );
}

const EMPTY: HeroImageInput = { pageName: '' as HeroImageInput['pageName'], imageUrl: '', altText: '', isActive: true };

function HeroImageForm() {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('heroImages.messages', MESSAGES);
  const form = useForm<HeroImageInput, unknown, HeroImageValues>({ resolver: zodResolver(heroImageInput), defaultValues: EMPTY });
  const error = (name: (typeof FIELDS)[number]) => translate(form.formState.errors[name]?.message);
  const save = useAdminMutation({
    mutationFn: saveHeroImage,
    invalidate: [HERO_IMAGES_KEY],
    success: t('heroImages.toasts.saved'),
    failure: t('heroImages.messages.saveFailed'),
    translate,
    onSuccess: () => form.reset(EMPTY),
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values, { onError: (cause) => void applyFieldErrors(cause, form.setError, FIELDS, translate) }));

  return (
    <section aria-labelledby="hero-form-title" className={`${adminPanel} p-5`}>
      <h2 id="hero-form-title" className="text-lg font-semibold text-slate-950">
        {t('heroImages.form.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('heroImages.form.hint')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField label={t('heroImages.form.location')} required error={error('pageName')} {...form.register('pageName')}>
          <option value="">{t('heroImages.form.chooseLocation')}</option>
          {HERO_LOCATIONS.map((location) => (
            <option key={location} value={location}>
              {t(`heroImages.locations.${locationKey(location)}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('heroImages.form.alt')} error={error('altText')} {...form.register('altText')} />
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field }) => <UploadField label={t('heroImages.form.image')} kind="hero" value={field.value || null} onChange={(url) => field.onChange(url ?? '')} error={error('imageUrl')} className="sm:col-span-2" />}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('heroImages.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

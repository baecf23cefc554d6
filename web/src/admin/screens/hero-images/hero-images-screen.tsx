import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, get, useForm, type FieldError } from 'react-hook-form';
import { HERO_IMAGE_TRANSLATED_FIELDS, HERO_LOCATIONS } from '@domain/content';
import { imageSrcSet } from '@domain/images';
import { missingTranslations, TRANSLATED_LANGUAGES } from '@domain/translations';
import { HERO_IMAGE_MESSAGES, heroImageInput, type HeroImage, type HeroImageInput, type HeroImageValues } from '@domain/schemas/hero-images';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { useAdminMessage } from '../../components/admin-messages';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState, QueryState } from '../../components/query-state';
import { TranslatedFields } from '../../components/translated-fields';
import { UploadField } from '../../components/upload-field';
import { applyFieldErrors, useAdminMutation } from '../../components/use-admin-mutation';
import { translatedFieldName, useTranslatedFields } from '../../components/use-translated-fields';
import { useAdminTranslation } from '../../i18n';
import { deleteHeroImage, HERO_IMAGES_KEY, saveHeroImage, toggleHeroImage, useHeroImages } from './hero-images-api';

const MESSAGES = { ...HERO_IMAGE_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE };
const FIELDS = ['pageName', 'imageUrl', 'altText', ...TRANSLATED_LANGUAGES.map((language) => `translations.${language}.altText` as const)] as const;
const [ALT] = HERO_IMAGE_TRANSLATED_FIELDS;
const locationKey = (location: string) => location.replace(/-(\w)/g, (_match, c: string) => c.toUpperCase()) as 'homepageHero';

/** /admin/hero-images: Website Image Management (back-office spec §2, §5): add form and the current images. */
export function HeroImagesScreen() {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('heroImages.messages', MESSAGES);
  const query = useHeroImages();
  const [deleting, setDeleting] = useState<HeroImage | null>(null);
  // The image whose location, link and alt texts fill the form (its pencil button); the form's save replaces it.
  const [editing, setEditing] = useState<HeroImage | null>(null);
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
      <HeroImageForm key={editing?.id ?? 'new'} image={editing} onDone={() => setEditing(null)} />
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
                const missing = missingTranslations(image.altText, image.translations, ALT);
                return (
                  <li key={image.id} className={`${adminPanel} overflow-hidden`} data-testid="admin-hero-image">
                    <img src={image.imageUrl} srcSet={imageSrcSet(image.imageUrl)} sizes="400px" alt={image.altText ?? ''} className="aspect-video w-full bg-slate-100 object-cover" />
                    <div className="flex flex-wrap items-center justify-between gap-2 p-4">
                      <div className="min-w-0">
                        <p className="font-semibold text-slate-950">{location}</p>
                        <div className="mt-1 flex flex-wrap gap-1">
                          <Badge tone={image.isActive ? 'green' : 'neutral'}>{image.isActive ? t('common.active') : t('common.inactive')}</Badge>
                          {missing.length > 0 ? (
                            <Badge tone="yellow" data-testid="missing-languages">
                              {t('heroImages.missingAlt', { languages: missing.map((language) => t(`common.translations.languages.${language}`)).join(', ') })}
                            </Badge>
                          ) : null}
                        </div>
                      </div>
                      <div className="flex gap-1">
                        <Button variant="ghost" size="icon" onClick={() => setEditing(image)} aria-label={t('heroImages.editNamed', { location })}>
                          <Pencil aria-hidden="true" className="size-5" />
                        </Button>
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

const EMPTY: HeroImageInput = { pageName: '' as HeroImageInput['pageName'], imageUrl: '', altText: '', translations: {}, isActive: true };

const valuesOf = (image: HeroImage): HeroImageInput => ({ pageName: image.pageName, imageUrl: image.imageUrl, altText: image.altText ?? '', translations: image.translations, isActive: image.isActive });

/** The add form; with an image (its card's pencil), the same form filled with it, which saves over it. */
function HeroImageForm({ image, onDone }: { image: HeroImage | null; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('heroImages.messages', MESSAGES);
  const form = useForm<HeroImageInput, unknown, HeroImageValues>({ resolver: zodResolver(heroImageInput), defaultValues: image ? valuesOf(image) : EMPTY });
  const error = (name: (typeof FIELDS)[number]) => translate((get(form.formState.errors, name) as FieldError | undefined)?.message);
  const texts = useTranslatedFields(form.control, HERO_IMAGE_TRANSLATED_FIELDS);
  const save = useAdminMutation({
    mutationFn: saveHeroImage,
    invalidate: [HERO_IMAGES_KEY],
    success: t('heroImages.toasts.saved'),
    failure: t('heroImages.messages.saveFailed'),
    translate,
    onSuccess: () => {
      form.reset(EMPTY);
      onDone();
    },
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values, { onError: (cause) => void applyFieldErrors(cause, form.setError, FIELDS, translate) }));

  return (
    <section aria-labelledby="hero-form-title" className={`${adminPanel} p-5`}>
      <h2 id="hero-form-title" className="text-lg font-semibold text-slate-950">
        {image ? t('heroImages.form.editTitle') : t('heroImages.form.title')}
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
        <TranslatedFields label={t('heroImages.form.altGroup')} missing={texts.missing} invalid={texts.invalid} className="sm:col-span-2">
          {(language) => {
            const name = translatedFieldName(language, ALT);
            return <TextField label={t('heroImages.form.alt')} lang={language} error={error(name)} {...form.register(name)} />;
          }}
        </TranslatedFields>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field }) => <UploadField label={t('heroImages.form.image')} kind="hero" value={field.value || null} onChange={(url) => field.onChange(url ?? '')} error={error('imageUrl')} className="sm:col-span-2" />}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('heroImages.form.submit')}
          </Button>
          {image ? (
            <Button type="button" variant="secondary" onClick={onDone}>
              {t('common.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

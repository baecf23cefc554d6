import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId, useState, type ChangeEvent } from 'react';
import { Controller, get, useForm, type Control, type FieldError } from 'react-hook-form';
import { blogSlug, readingTimeOf } from '@domain/blog';
import { BLOG_TRANSLATED_FIELDS, type BlogTranslatedField } from '@domain/content';
import type { Language } from '@domain/languages';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage, type Translations } from '@domain/translations';
import { blogPostInput, type AdminBlogPost, type BlogPostInput, type BlogPostValues } from '@domain/schemas/blog';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { TranslatedFields } from '../../components/translated-fields';
import { uploadFile, UploadField } from '../../components/upload-field';
import { applyFieldErrors, useAdminMutation } from '../../components/use-admin-mutation';
import { translatedFieldName, useTranslatedFields } from '../../components/use-translated-fields';
import { useAdminTranslation } from '../../i18n';
import { BLOG_KEY, createBlogPost, updateBlogPost } from './blog-api';
import { useBlogMessage } from './blog-messages';

// The editor (TipTap) is its own chunk, fetched when the form opens: the list never downloads it.
const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

const uploadImage = (file: File, onProgress: (percent: number) => void) => uploadFile(file, 'image', onProgress);

const FIELDS = [
  'title',
  'slug',
  'excerpt',
  'body',
  'tags',
  ...TRANSLATED_LANGUAGES.flatMap((language) => BLOG_TRANSLATED_FIELDS.map((field) => `translations.${language}.${field}` as const)),
  'bannerImageUrl',
  'featuredImageUrl',
  'readingTime',
  'published',
] as const;
/** What a language's tab marks as missing: its slug is made from its title, so an empty slug is not missing. */
const BODY: BlogTranslatedField = 'body';
const MARKED_FIELDS = BLOG_TRANSLATED_FIELDS.filter((field) => field !== 'slug');
/** A language's texts as the form holds them: the tags as the comma-separated text typed. */
type FormTexts = { title?: string; slug?: string; excerpt?: string; body?: string; tags?: string };
type FormValues = Omit<BlogPostInput, 'tags' | 'translations'> & { tags: string; translations: Partial<Record<TranslatedLanguage, FormTexts>> };

/** The stored French and Spanish as the form's fields (tags joined as typed). */
function translationsForm(translations: Translations<BlogTranslatedField>): FormValues['translations'] {
  const form: FormValues['translations'] = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = translations[language];
    if (!texts) continue;
    const text = (field: Exclude<BlogTranslatedField, 'tags'>) => {
      const value = texts[field];
      return typeof value === 'string' ? value : '';
    };
    form[language] = { title: text('title'), slug: text('slug'), excerpt: text('excerpt'), body: text('body'), tags: Array.isArray(texts.tags) ? texts.tags.join(', ') : '' };
  }
  return form;
}

function defaultsOf(post: AdminBlogPost | null): FormValues {
  if (!post) return { title: '', slug: '', excerpt: '', body: '', tags: '', translations: {}, bannerImageUrl: null, featuredImageUrl: null, readingTime: '', published: false };
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    body: post.body,
    tags: post.tags.join(', '),
    translations: translationsForm(post.translations),
    bannerImageUrl: post.bannerImageUrl,
    featuredImageUrl: post.featuredImageUrl,
    readingTime: String(post.readingTime),
    published: post.published,
  };
}

function requiredLabel(text: string) {
  return (
    <>
      {text}
      <span aria-hidden="true" className="text-red-700">
        {' *'}
      </span>
    </>
  );
}

/** Create Post / Edit Post (back-office spec §2, §5): saving returns to the list, Cancel discards. */
export function BlogForm({ post, onDone }: { post: AdminBlogPost | null; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const translate = useBlogMessage();
  const formId = useId();
  const form = useForm<FormValues, unknown, BlogPostValues>({
    // The tags field is typed as "HFC, Regulation"; the shared schema reads that text as the list it stores.
    resolver: zodResolver(blogPostInput) as never,
    defaultValues: defaultsOf(post),
  });
  const { errors } = form.formState;
  const error = (name: (typeof FIELDS)[number]) => translate((get(errors, name) as FieldError | undefined)?.message);
  const texts = useTranslatedFields(form.control as unknown as Control<FormValues>, MARKED_FIELDS);
  const [title, slug, body, translations] = form.watch(['title', 'slug', 'body', 'translations']);
  // Spec §5: the slug is made from the title. A new post's slug follows the title as it is typed until the admin
  // writes the slug by hand; an existing post keeps its address, unless its slug is emptied (then the title fills it).
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!post);
  const titleField = form.register('title', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (!slugFollowsTitle && form.getValues('slug')?.trim()) return;
      form.setValue('slug', blogSlug(event.target.value));
      setSlugFollowsTitle(true);
    },
  });
  const slugField = form.register('slug', { onChange: () => setSlugFollowsTitle(false) });
  const slugPreview = blogSlug(title ?? '');
  /** A French or Spanish slug left empty is made from that language's title (the English one when it has none). */
  const slugHint = (language: Language) => {
    if (language === 'en') return slug?.trim() ? undefined : slugPreview ? t('blog.form.slugHint', { slug: slugPreview }) : t('blog.form.slugHintEmpty');
    const written = translations?.[language];
    if (written?.slug?.trim()) return undefined;
    const preview = blogSlug(written?.title ?? '');
    return preview ? t('blog.form.slugHint', { slug: preview }) : t('blog.form.translatedSlugHint');
  };

  const create = useAdminMutation({
    mutationFn: createBlogPost,
    invalidate: [BLOG_KEY],
    success: t('blog.toasts.created'),
    failure: t('blog.toasts.createFailed'),
    translate,
    onSuccess: onDone,
  });
  const update = useAdminMutation({
    mutationFn: updateBlogPost,
    invalidate: [BLOG_KEY],
    success: t('blog.toasts.updated'),
    failure: t('blog.toasts.updateFailed'),
    translate,
    onSuccess: onDone,
  });
  const pending = create.isPending || update.isPending;
  const placeFieldErrors = { onError: (cause: unknown) => void applyFieldErrors(cause, form.setError, FIELDS, translate) };

  const onSubmit = form.handleSubmit((values) => {
    if (post) update.mutate({ id: post.id, version: post.updatedAt, values }, placeFieldErrors);
    else create.mutate(values, placeFieldErrors);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <TranslatedFields label={t('common.translations.group')} missing={texts.missing} invalid={texts.invalid}>
        {(language) => {
          const name = (field: BlogTranslatedField) => translatedFieldName(language, field);
          const english = language === 'en';
          const label = (text: string) => (english ? requiredLabel(text) : text);
          const bodyLabelId = `${formId}-body-${language}`;
          const bodyErrorId = `${formId}-body-error-${language}`;
          const bodyError = error(name(BODY));
          return (
            <>
              <div className="grid gap-4 lg:grid-cols-2">
                <TextField label={label(t('blog.form.title'))} required={english} lang={language} error={error(name('title'))} {...(english ? titleField : form.register(name('title')))} />
                <TextField
                  label={t('blog.form.slug')}
                  autoComplete="off"
                  spellCheck={false}
                  hint={slugHint(language)}
                  error={error(name('slug'))}
                  {...(english ? slugField : form.register(name('slug')))}
                />
                <TextAreaField label={label(t('blog.form.excerpt'))} required={english} rows={3} lang={language} error={error(name('excerpt'))} className="lg:col-span-2" {...form.register(name('excerpt'))} />
                <TextField label={t('blog.form.tags')} hint={t('blog.form.tagsHint')} lang={language} error={error(name('tags'))} {...form.register(name('tags'))} />
              </div>
              <div lang={language}>
                <p id={bodyLabelId} className="mb-1 block text-sm font-medium text-slate-800">
                  {label(t('blog.form.body'))}
                </p>
                <Controller
                  control={form.control}
                  name={name('body')}
                  render={({ field }) => (
                    <Suspense
                      fallback={
                        <p role="status" className="flex h-[545px] items-center justify-center rounded-md border border-slate-300 text-slate-600">
                          {t('blog.editor.loading')}
                        </p>
                      }
                    >
                      <RichTextEditor
                        initialHtml={typeof field.value === 'string' ? field.value : ''}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        labelId={bodyLabelId}
                        error={bodyError}
                        errorId={bodyErrorId}
                        uploadImage={uploadImage}
                      />
                    </Suspense>
                  )}
                />
                {bodyError ? (
                  <p id={bodyErrorId} role="alert" className="mt-1 text-sm text-red-700">
                    {bodyError}
                  </p>
                ) : null}
              </div>
            </>
          );
        }}
      </TranslatedFields>

      <div className="grid gap-4 lg:grid-cols-2">
        <TextField
          label={t('blog.form.readingTime')}
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          step={1}
          hint={t('blog.form.readingTimeHint', { count: readingTimeOf(body ?? '') })}
          error={error('readingTime')}
          {...form.register('readingTime')}
        />
        <div className="hidden lg:block" />
        <Controller
          control={form.control}
          name="bannerImageUrl"
          render={({ field }) => <UploadField label={t('blog.form.banner')} kind="image" value={field.value ?? null} onChange={(url) => field.onChange(url)} error={error('bannerImageUrl')} />}
        />
        <Controller
          control={form.control}
          name="featuredImageUrl"
          render={({ field }) => <UploadField label={t('blog.form.featured')} kind="image" value={field.value ?? null} onChange={(url) => field.onChange(url)} error={error('featuredImageUrl')} />}
        />
      </div>

      <div>
        <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" role="switch" className="peer sr-only" {...form.register('published')} />
          <span
            aria-hidden="true"
            className="relative h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
          {t('blog.form.publish')}
        </label>
        <p className="mt-1 text-xs text-slate-600">{t('blog.form.publishHint')}</p>
      </div>

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <Button variant="secondary" disabled={pending} onClick={onDone}>
          {t('blog.form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('blog.form.saving') : post ? t('blog.form.update') : t('blog.form.save')}
        </Button>
      </div>
    </form>
  );
}

import { useInfoTranslation } from '@web/i18n/info';

/** A post's tags in the page's language (`lang="en"` when they fell back to English). */
export function TagList({ tags, lang }: { tags: readonly string[]; lang?: string | undefined }) {
  const { t } = useInfoTranslation();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('blog.tags')} lang={lang} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset">
          {tag}
        </li>
      ))}
    </ul>
  );
}

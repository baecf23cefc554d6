import { Star } from 'lucide-react';
import type { PublicTestimonial } from '@domain/schemas/content';
import { ServerSanitizedHtml } from '@web/components/ui/server-sanitized-html';
import { useInfoTranslation } from '@web/i18n/info';

/** One approved testimonial: stars, the text as written (sanitised by the server), who wrote it. */
export function TestimonialCard({ testimonial: item }: { testimonial: PublicTestimonial }) {
  const { t, i18n } = useInfoTranslation();
  const pageLanguage = i18n.resolvedLanguage ?? 'en';
  // Testimonials stay as written: one in another language than the page's says which (issue 24).
  const otherLanguage = !pageLanguage.startsWith(item.language);
  const role = [item.position, item.company].filter(Boolean).join(', ');
  return (
    <article data-testid="testimonial" className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="flex gap-0.5 text-amber-500" role="img" aria-label={t('testimonials.ratingOf', { rating: item.rating })}>
        {[1, 2, 3, 4, 5].map((star) => (
          <Star key={star} aria-hidden="true" className="size-4" fill={star <= item.rating ? 'currentColor' : 'none'} />
        ))}
      </p>
      {otherLanguage ? (
        <p className="mt-3 w-fit rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700" data-testid="testimonial-language">
          {t(`testimonials.writtenIn.${item.language}`)}
        </p>
      ) : null}
      <ServerSanitizedHtml as="blockquote" className={otherLanguage ? 'mt-2 flex-1 text-slate-700 [&_p+p]:mt-2' : 'mt-4 flex-1 text-slate-700 [&_p+p]:mt-2'} html={item.content} lang={item.language} />
      <footer className="mt-5 border-t border-slate-100 pt-4 text-sm">
        <span className="block font-semibold text-slate-900">{item.name}</span>
        {role ? <span className="block text-slate-600">{role}</span> : null}
      </footer>
    </article>
  );
}

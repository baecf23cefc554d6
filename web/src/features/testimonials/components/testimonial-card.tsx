import { Star } from 'lucide-react';
import type { PublicTestimonial } from '@domain/schemas/content';
import { ServerSanitizedHtml } from '@web/components/ui/server-sanitized-html';
import { useInfoTranslation } from '@web/i18n/info';

/** One approved testimonial: stars, the text as written (sanitised by the server), who wrote it. */
export function TestimonialCard({ testimonial: item }: { testimonial: PublicTestimonial }) {
  const { t } = useInfoTranslation();
  const role = [item.position, item.company].filter(Boolean).join(', ');
  return (
    <article data-testid="testimonial" className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="flex gap-0.5 text-amber-500" role="img" aria-label={t('testimonials.ratingOf', { rating: item.rating })}>
        {[1, 2, 3, 4, 5].map((star) => (
          <Star key={star} aria-hidden="true" className="size-4" fill={star <= item.rating ? 'currentColor' : 'none'} />
        ))}
      </p>
      <ServerSanitizedHtml as="blockquote" className="mt-4 flex-1 text-slate-700 [&_p+p]:mt-2" html={item.content} />
      <footer className="mt-5 border-t border-slate-100 pt-4 text-sm">
        <span className="block font-semibold text-slate-900">{item.name}</span>
        {role ? <span className="block text-slate-600">{role}</span> : null}
      </footer>
    </article>
  );
}

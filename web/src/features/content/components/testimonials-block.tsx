import { ServerSanitizedHtml } from '@web/components/ui/server-sanitized-html';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicTestimonial } from '@domain/schemas/content';

/** Approved testimonials (at most 6, in the server's order); nothing at all when there are none. */
export function TestimonialsBlock({ testimonials }: { testimonials: readonly PublicTestimonial[] }) {
  const { t } = useTranslation();
  if (testimonials.length === 0) return null;

  return (
    <section aria-labelledby="home-testimonials" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="home-testimonials" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('widgets.testimonials.title')}
        </h2>
        <p className="mt-2 text-slate-600">{t('widgets.testimonials.subtitle')}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.id} data-testid="testimonial" className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-6">
              <p className="flex gap-0.5 text-amber-500" role="img" aria-label={t('widgets.testimonials.rating', { rating: item.rating })}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} aria-hidden="true" className="size-4" fill={i < item.rating ? 'currentColor' : 'none'} />
                ))}
              </p>
              <ServerSanitizedHtml as="blockquote" className="mt-4 flex-1 text-slate-700 [&_p]:mt-2" html={item.content} />
              <footer className="mt-6 flex items-center gap-3">
                {item.imageUrl ? (
                  <img src={item.imageUrl} alt={item.name} width={40} height={40} loading="lazy" className="size-10 rounded-full object-cover" />
                ) : (
                  <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800">
                    {item.name.charAt(0)}
                  </span>
                )}
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  {[item.position, item.company].filter(Boolean).join(', ')}
                </span>
              </footer>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

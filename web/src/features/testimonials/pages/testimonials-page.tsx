import { MessageSquarePlus, Star, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@web/components/ui/button';
import { useInfoTranslation } from '@web/i18n/info';
import { useTestimonials } from '../api/get-testimonials';
import { TestimonialCard } from '../components/testimonial-card';
import { TestimonialForm } from '../components/testimonial-form';

/**
 * /testimonials (back-office spec §2): hero with the average rating, the review count and the customers claim; the
 * approved testimonials; Write a Review revealing the form; calls to action. The average and the count are computed from
 * the approved testimonials (the spec's hard-coded 4.9/5 would be untrue of any other set); with none, they are left out.
 */
export function TestimonialsPage() {
  const { t, i18n } = useInfoTranslation();
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const { data, isError } = useTestimonials(page);
  const total = data?.total ?? 0;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const average = data?.averageRating;
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <>
      <section className="bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('testimonials.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t('testimonials.intro')}</p>
          <dl className="mt-8 flex flex-wrap gap-x-10 gap-y-4" data-testid="testimonial-stats">
            {average != null && total > 0 ? (
              <>
                <div className="flex items-center gap-2">
                  <Star aria-hidden="true" className="size-6 text-amber-400" fill="currentColor" />
                  <dt className="sr-only">{t('testimonials.stats.average')}</dt>
                  <dd className="text-2xl font-bold">{t('testimonials.stats.averageValue', { average: number.format(average) })}</dd>
                </div>
                <div>
                  <dt className="sr-only">{t('testimonials.stats.reviews')}</dt>
                  <dd className="text-lg text-brand-100">{t('testimonials.stats.reviewCount', { count: total })}</dd>
                </div>
              </>
            ) : null}
            <div className="flex items-center gap-2">
              <Users aria-hidden="true" className="size-6 text-brand-200" />
              <dt className="sr-only">{t('testimonials.stats.customers')}</dt>
              <dd className="text-lg text-brand-100">{t('testimonials.stats.customersValue')}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-labelledby="testimonials-list" className="bg-slate-50 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="testimonials-list" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('testimonials.listTitle')}
            </h2>
            <Button onClick={() => setWriting(!writing)} aria-expanded={writing} aria-controls="write-review">
              <MessageSquarePlus aria-hidden="true" className="size-4" />
              {t('testimonials.writeReview')}
            </Button>
          </div>
          <div id="write-review" hidden={!writing} className="mt-6 rounded-xl border border-slate-200 bg-white p-6">
            {writing ? <TestimonialForm headingLevel="h3" /> : null}
          </div>
          {data && data.items.length > 0 ? (
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {data.items.map((item) => (
                <li key={item.id}>
                  <TestimonialCard testimonial={item} />
                </li>
              ))}
            </ul>
          ) : data || isError ? (
            <p className="mt-8 text-slate-600">{t('testimonials.empty')}</p>
          ) : (
            <p className="mt-8 text-slate-600" role="status">
              {t('testimonials.loading')}
            </p>
          )}
          {pages > 1 ? (
            <nav aria-label={t('testimonials.pagination')} className="mt-8 flex items-center justify-center gap-4">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('testimonials.previous')}
              </Button>
              <span className="text-sm text-slate-600">{t('testimonials.pageOf', { page, pages })}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('testimonials.next')}
              </Button>
            </nav>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="testimonials-cta" className="bg-white py-14">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="testimonials-cta" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('testimonials.cta.title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('testimonials.cta.text')}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/products" className={buttonStyles({ size: 'lg' })}>
              {t('testimonials.cta.products')}
            </Link>
            <Link to="/contact" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
              {t('testimonials.cta.contact')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

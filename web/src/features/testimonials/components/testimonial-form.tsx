import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { Controller, useForm } from 'react-hook-form';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { TESTIMONIAL_DEFAULT_RATING, TESTIMONIAL_MESSAGES, testimonialFormSchema, type TestimonialFormValues } from '@domain/schemas/testimonials';
import { Button } from '@web/components/ui/button';
import { FormNotice, TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { useInfoTranslation } from '@web/i18n/info';
import { ApiError } from '@web/lib/api-client';
import { useSubmitTestimonial } from '../api/submit-testimonial';
import { StarRatingInput } from './star-rating-input';

type MessageKey = keyof typeof TESTIMONIAL_MESSAGES;
const KEY_BY_TEXT = new Map(Object.entries(TESTIMONIAL_MESSAGES).map(([key, text]) => [text as string, key as MessageKey]));
const FIELDS = ['name', 'company', 'position', 'content', 'rating'] as const;

/** The schema's and the server's English message in the visitor's language. */
function translated(t: TFunction<'info'>, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message === CONTROL_CHARACTERS_MESSAGE) return t('testimonials.form.messages.controlCharacters');
  const key = KEY_BY_TEXT.get(message);
  return key ? t(`testimonials.form.messages.${key}`) : message;
}

const EMPTY: TestimonialFormValues = { name: '', company: '', position: '', content: '', rating: TESTIMONIAL_DEFAULT_RATING };

export interface TestimonialFormProps {
  /** The heading's level where the form sits (h2 on /about, h3 inside a section). */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * The review form (back-office spec §5, §8): name and content required, company and position optional, 1 to 5 stars.
 * A testimonial is stored for review; the visitor is told so, and the form empties for another one.
 */
export function TestimonialForm({ headingLevel: Heading = 'h2', className }: TestimonialFormProps) {
  const { t } = useInfoTranslation();
  const form = useForm<TestimonialFormValues>({ resolver: zodResolver(testimonialFormSchema), defaultValues: EMPTY });
  const mutation = useSubmitTestimonial();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => form.reset(EMPTY),
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.fields) return;
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { type: 'server', message });
        }
      },
    }),
  );

  const failure = mutation.error instanceof ApiError && mutation.error.status === 429 ? t('testimonials.form.messages.rateLimited') : t('testimonials.form.messages.submitFailed');

  return (
    <section aria-labelledby="testimonial-form-title" className={className}>
      <Heading id="testimonial-form-title" className="text-xl font-semibold text-slate-950">
        {t('testimonials.form.title')}
      </Heading>
      <p className="mt-1 text-sm text-slate-600">{t('testimonials.form.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4 sm:grid-cols-2" data-testid="testimonial-form">
        {mutation.isSuccess ? (
          <FormNotice tone="success" className="sm:col-span-2">
            {t('testimonials.form.messages.submitted')}
          </FormNotice>
        ) : null}
        {mutation.isError && !(mutation.error instanceof ApiError && mutation.error.fields) ? (
          <FormNotice tone="error" className="sm:col-span-2">
            {failure}
          </FormNotice>
        ) : null}
        <TextField label={t('testimonials.form.name')} autoComplete="name" required error={translated(t, errors.name?.message)} {...form.register('name')} />
        <TextField label={t('testimonials.form.company')} autoComplete="organization" error={translated(t, errors.company?.message)} {...form.register('company')} />
        <TextField label={t('testimonials.form.position')} autoComplete="organization-title" error={translated(t, errors.position?.message)} {...form.register('position')} />
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <StarRatingInput
              legend={t('testimonials.form.rating')}
              value={field.value}
              onChange={field.onChange}
              labelOf={(rating) => t('testimonials.stars', { count: rating })}
              error={translated(t, fieldState.error?.message)}
            />
          )}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('testimonials.form.content')}
          rows={5}
          required
          error={translated(t, errors.content?.message)}
          {...form.register('content')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('testimonials.form.submitting') : t('testimonials.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

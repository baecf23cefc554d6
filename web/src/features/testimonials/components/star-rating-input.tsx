import { Star } from 'lucide-react';
import { useId } from 'react';
import { TESTIMONIAL_RATINGS } from '@domain/schemas/testimonials';
import { cn } from '@web/lib/cn';

export interface StarRatingInputProps {
  legend: string;
  value: number;
  onChange: (rating: number) => void;
  /** "3 stars" for each choice, read by screen readers. */
  labelOf: (rating: number) => string;
  error?: string;
  name?: string;
}

/**
 * One to five stars as a radio group: Tab reaches the chosen star, the arrow keys move between them (native radios),
 * each star has its own label, the focus ring shows on the star in use.
 */
export function StarRatingInput({ legend, value, onChange, labelOf, error, name }: StarRatingInputProps) {
  const id = useId();
  const groupName = name ?? `rating-${id}`;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-1">
        {TESTIMONIAL_RATINGS.map((rating) => (
          <label key={rating} className="cursor-pointer rounded-md p-1 has-focus-visible:ring-2 has-focus-visible:ring-brand-600">
            <input
              type="radio"
              name={groupName}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
              data-testid={`rating-${rating}`}
            />
            <span className="sr-only">{labelOf(rating)}</span>
            <Star aria-hidden="true" className={cn('size-7', rating <= value ? 'text-amber-500' : 'text-slate-300')} fill={rating <= value ? 'currentColor' : 'none'} />
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

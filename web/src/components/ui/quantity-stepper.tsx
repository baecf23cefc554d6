import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@web/lib/cn';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  min?: number;
  max?: number;
  /** Show the label above the control instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/** A whole-number quantity with minus and plus buttons; never below `min` (1 by default). */
export function QuantityStepper({
  value,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  min = 1,
  max = 99_999,
  showLabel = false,
  className,
}: QuantityStepperProps) {
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.floor(n)));
  const buttonClass =
    'grid size-9 place-items-center text-slate-700 hover:bg-slate-100 disabled:pointer-events-none disabled:opacity-40';

  return (
    <div className={className}>
      <label htmlFor={id} className={cn(showLabel ? 'mb-1 block text-sm font-medium text-slate-800' : 'sr-only')}>
        {label}
      </label>
      <div className="inline-flex items-center rounded-md border border-slate-300 bg-white">
        <button type="button" className={cn(buttonClass, 'rounded-l-md')} aria-label={decreaseLabel} disabled={value <= min} onClick={() => onChange(clamp(value - 1))}>
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (event.target.value !== '' && Number.isFinite(next)) onChange(clamp(next));
          }}
          onBlur={(event) => {
            if (event.target.value === '') onChange(min);
          }}
          className="h-9 w-14 border-x border-slate-300 text-center text-sm tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" className={cn(buttonClass, 'rounded-r-md')} aria-label={increaseLabel} disabled={value >= max} onClick={() => onChange(clamp(value + 1))}>
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}

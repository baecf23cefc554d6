import { Minus, Plus } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { Button } from './button';

export interface LineQuantityButtonsProps {
  quantity: number;
  onChange: (quantity: number) => void;
  groupLabel: string;
  decreaseLabel: string;
  increaseLabel: string;
  valueClassName?: string;
  valueTestId?: string;
}

/** Minus, the quantity and plus for a cart or quote line; minus is disabled at 1, so a line never drops below it. */
export function LineQuantityButtons({ quantity, onChange, groupLabel, decreaseLabel, increaseLabel, valueClassName, valueTestId }: LineQuantityButtonsProps) {
  return (
    <div className="flex items-center gap-1" role="group" aria-label={groupLabel}>
      <Button variant="secondary" size="sm" className="px-2" aria-label={decreaseLabel} disabled={quantity <= 1} onClick={() => onChange(Math.max(1, quantity - 1))}>
        <Minus aria-hidden="true" className="size-4" />
      </Button>
      <span className={cn('text-center tabular-nums', valueClassName)} aria-live="polite" data-testid={valueTestId}>
        {quantity}
      </span>
      <Button variant="secondary" size="sm" className="px-2" aria-label={increaseLabel} onClick={() => onChange(quantity + 1)}>
        <Plus aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

import { Check, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@web/components/ui/button';

/** Storefront spec §9: the add control says 'Added!' for 2 seconds and is disabled meanwhile. */
export const ADDED_FEEDBACK_MS = 2000;

/** `onAdd` answers false when nothing was added (e.g. no packaging chosen yet), so the button does not say 'Added!'. */
export function AddToCartButton({ onAdd, disabled, ...props }: Omit<ButtonProps, 'onClick' | 'children'> & { onAdd: () => boolean | void }) {
  const { t } = useTranslation();
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [added]);

  return (
    <Button
      {...props}
      disabled={disabled || added}
      onClick={() => {
        if (onAdd() !== false) setAdded(true);
      }}
    >
      {added ? <Check aria-hidden="true" className="size-4" /> : <ShoppingCart aria-hidden="true" className="size-4" />}
      <span aria-live="polite">{added ? t('product.added') : t('product.addToCart')}</span>
    </Button>
  );
}

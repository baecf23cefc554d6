import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@web/components/ui/button';
import { CountBadge } from '@web/components/ui/count-badge';
import { useCartCount } from '../cart-store';

export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link to="/cart" aria-label={t('header.cart', { count })} className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'relative' })}>
      <ShoppingCart aria-hidden="true" className="size-5" />
      <CountBadge count={count} />
    </Link>
  );
}

import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { LineQuantityButtons } from '@web/components/ui/line-quantity-buttons';
import { ProductPicture } from '@web/components/ui/product-picture';
import { cn } from '@web/lib/cn';
import { quoteItemId, removeFromQuoteList, setQuoteItemQuantity, type QuoteListItem } from '../quote-list-store';

/** One quote list line with plus and minus (never below 1) and remove; used by the header dialog and /rfq. */
export function QuoteLine({ item, large = false }: { item: QuoteListItem; large?: boolean }) {
  const { t } = useTranslation();
  const id = quoteItemId(item);
  const name = item.productName;

  return (
    <li className="flex items-center gap-3 py-3">
      <ProductPicture
        src={item.imageUrl}
        name={name}
        alt=""
        width={large ? 64 : 48}
        height={large ? 64 : 48}
        sizes={large ? '64px' : '48px'}
        fit="cover"
        letter="sm"
        className={cn('shrink-0 rounded-md', large ? 'size-16' : 'size-12')}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-950">{name}</p>
        <p className="text-sm text-slate-600">{t(`packages.${item.packaging}`)}</p>
      </div>
      <LineQuantityButtons
        quantity={item.quantity}
        onChange={(quantity) => setQuoteItemQuantity(id, quantity)}
        groupLabel={t('quoteDialog.quantity')}
        decreaseLabel={t('quoteDialog.decrease', { name })}
        increaseLabel={t('quoteDialog.increase', { name })}
        valueClassName="w-8"
      />
      <Button
        variant="ghost"
        size="sm"
        className="px-2 text-red-700 hover:bg-red-50 hover:text-red-800"
        aria-label={t('quoteDialog.remove', { name })}
        onClick={() => removeFromQuoteList(id)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}

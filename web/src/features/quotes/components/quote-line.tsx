import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { LineQuantityButtons } from '@web/components/ui/line-quantity-buttons';
import { quoteItemId, removeFromQuoteList, setQuoteItemQuantity, type QuoteListItem } from '../quote-list-store';

/** One quote list line with plus and minus (never below 1) and remove; used by the header dialog and /rfq. */
export function QuoteLine({ item, large = false }: { item: QuoteListItem; large?: boolean }) {
  const { t } = useTranslation();
  const id = quoteItemId(item);
  const name = item.productName;

  return (
    <li className="flex items-center gap-3 py-3">
      {item.imageUrl ? (
        <img src={item.imageUrl} alt="" className={large ? 'size-16 shrink-0 rounded-md bg-slate-100 object-contain' : 'size-12 shrink-0 rounded-md bg-slate-100 object-cover'} />
      ) : (
        <div aria-hidden="true" className={`grid shrink-0 place-items-center rounded-md bg-linear-to-br from-brand-50 to-brand-100 ${large ? 'size-16' : 'size-12'}`}>
          <span className="text-xl font-bold text-brand-700">{name.trim().charAt(0).toUpperCase()}</span>
        </div>
      )}
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

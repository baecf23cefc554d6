import { Minus, Plus, Trash2 } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { quoteItemId, removeFromQuoteList, setQuoteItemQuantity, useQuoteListItems, type QuoteListItem } from '../quote-list-store';

interface QuoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The header's quote dialog (storefront spec §2): the quote list with quantity controls. */
export default function QuoteDialog({ open, onOpenChange, returnFocusRef }: QuoteDialogProps) {
  const { t } = useTranslation();
  const items = useQuoteListItems();
  const close = () => onOpenChange(false);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('quoteDialog.title')}
      description={t('quoteDialog.description')}
      closeLabel={t('quoteDialog.close')}
      returnFocusRef={returnFocusRef}
    >
      {items.length === 0 ? (
        <div className="py-6 text-center">
          <p className="text-slate-700">{t('quoteDialog.empty')}</p>
          <Link to="/products" onClick={close} className={buttonStyles({ className: 'mt-4' })}>
            {t('quoteDialog.browseProducts')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {items.map((item) => (
              <QuoteLine key={quoteItemId(item)} item={item} />
            ))}
          </ul>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row-reverse">
            <Link to="/rfq" onClick={close} className={buttonStyles({ className: 'flex-1' })}>
              {t('quoteDialog.complete')}
            </Link>
            <Button variant="secondary" className="flex-1" onClick={close}>
              {t('quoteDialog.continueShopping')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

function QuoteLine({ item }: { item: QuoteListItem }) {
  const { t } = useTranslation();
  const id = quoteItemId(item);
  const name = item.productName;

  return (
    <li className="flex items-center gap-3 py-3">
      <img src={item.imageUrl ?? '/placeholder.svg'} alt="" className="size-12 shrink-0 rounded-md bg-slate-100 object-cover" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-950">{name}</p>
        <p className="text-sm text-slate-600">{t(`packages.${item.packaging}`)}</p>
      </div>
      <div className="flex items-center gap-1" role="group" aria-label={t('quoteDialog.quantity')}>
        <Button
          variant="secondary"
          size="sm"
          className="px-2"
          aria-label={t('quoteDialog.decrease', { name })}
          disabled={item.quantity <= 1}
          onClick={() => setQuoteItemQuantity(id, Math.max(1, item.quantity - 1))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </Button>
        <span className="w-8 text-center tabular-nums" aria-live="polite">
          {item.quantity}
        </span>
        <Button
          variant="secondary"
          size="sm"
          className="px-2"
          aria-label={t('quoteDialog.increase', { name })}
          onClick={() => setQuoteItemQuantity(id, item.quantity + 1)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <Button variant="ghost" size="sm" className="px-2 text-red-700 hover:bg-red-50 hover:text-red-800" aria-label={t('quoteDialog.remove', { name })} onClick={() => removeFromQuoteList(id)}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}

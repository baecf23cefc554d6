import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { quoteItemId, useQuoteListItems } from '../quote-list-store';
import { QuoteLine } from './quote-line';

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
            <Link to="/rfq" onClick={close} className={buttonStyles({ className: 'sm:flex-1' })}>
              {t('quoteDialog.complete')}
            </Link>
            <Button variant="secondary" className="sm:flex-1" onClick={close}>
              {t('quoteDialog.continueShopping')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

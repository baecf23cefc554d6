import { ClipboardList } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { CountBadge } from '@web/components/ui/count-badge';
import { loadPageTexts } from '@web/i18n';
import { useQuoteListCount } from '../quote-list-store';

const loadQuoteDialog = async () => (await Promise.all([import('./quote-dialog'), loadPageTexts()]))[0];
// The dialog (and Radix) load on first use, keeping them out of the storefront's first download.
const QuoteDialog = lazy(loadQuoteDialog);

export function QuoteListButton() {
  const { t } = useTranslation();
  const count = useQuoteListCount();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={t('header.quoteList', { count })}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadQuoteDialog()}
        onFocus={() => void loadQuoteDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <ClipboardList aria-hidden="true" className="size-5" />
        <CountBadge count={count} />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <QuoteDialog open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}

import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { whatsAppLink } from '@domain/whatsapp';
import { buttonStyles } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

/**
 * The floating WhatsApp chat button with the default greeting prefilled (storefront spec §2), from the sm breakpoint
 * up: on a phone it would cover controls and amounts (issue 23), so there it is a line of the menu (WhatsAppMenuLink).
 */
export function WhatsAppButton({ number }: { number: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={whatsAppLink(number, t('widgets.whatsapp.greeting'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('widgets.whatsapp.label')}
      data-testid="whatsapp-button"
      className="fixed right-4 bottom-4 z-40 hidden size-14 sm:grid place-items-center rounded-full bg-[#128C7E] text-white shadow-lg transition-transform hover:scale-105"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}

/** The phone menu's WhatsApp line, in place of the floating button. */
export function WhatsAppMenuLink({ number, className }: { number: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={whatsAppLink(number, t('widgets.whatsapp.greeting'))}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonStyles({ variant: 'secondary', className: cn('text-[#0B6B60]', className) })}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {t('widgets.whatsapp.menu')}
    </a>
  );
}

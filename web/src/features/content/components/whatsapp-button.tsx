import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { whatsAppLink } from '@domain/whatsapp';

/** The floating WhatsApp chat button with the default greeting prefilled (storefront spec §2). */
export function WhatsAppButton({ number }: { number: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={whatsAppLink(number, t('widgets.whatsapp.greeting'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('widgets.whatsapp.label')}
      data-testid="whatsapp-button"
      className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-[#128C7E] text-white shadow-lg transition-transform hover:scale-105"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}

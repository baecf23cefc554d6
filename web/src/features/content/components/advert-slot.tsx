import { advertIsVisible } from '@domain/content';
import type { PublicAdvert } from '@domain/schemas/content';
import { useAdverts } from '../api/get-adverts';
import { useDismissedAdverts } from '../dismissed-adverts-store';

/** The banner's one height: two lines of text on a phone, one from the sm breakpoint (issue 13). */
export const ADVERT_SLOT_CLASS = 'h-13 overflow-hidden sm:h-10';

/** The adverts to show now: active, inside their dates at the visitor's clock, not dismissed this session. */
export function useVisibleAdverts(): PublicAdvert[] {
  const { data } = useAdverts();
  const dismissed = useDismissedAdverts();
  return (data?.adverts ?? []).filter((advert) => advertIsVisible(advert, new Date(), dismissed));
}

/**
 * The banner's room while its code or the adverts load (pages the browser draws): the header does not move down when the
 * banner arrives. Once the adverts are known and none shows, the room goes.
 */
export function AdvertSlot() {
  const { isPending } = useAdverts();
  const visible = useVisibleAdverts();
  return isPending || visible.length > 0 ? <div aria-hidden="true" data-testid="advert-slot" className={ADVERT_SLOT_CLASS} /> : null;
}

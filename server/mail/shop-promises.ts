import { shopPromises, type ShopPromises } from '@domain/site-settings';
import type { Db } from '../db/types';
import { readPublicSettings } from '../modules/settings/settings.service';
import { mailBrand, type MailBrand } from './brand';

/**
 * The brand and the promises (reply delay, business hours and time zone) from one read of the settings, on `db`: a
 * caller's transaction sees its own writes. Every e-mail that states a promise takes it from here.
 */
export async function readBrandAndPromises(db: Db, publicUrl: string): Promise<{ brand: MailBrand; promises: ShopPromises }> {
  const settings = await readPublicSettings(db);
  return { brand: mailBrand(settings, publicUrl), promises: shopPromises(settings) };
}

import common from './common.json';
import coupons from './coupons.json';
import dashboard from './dashboard.json';
import featured from './featured.json';
import newsletter from './newsletter.json';
import orders from './orders.json';
import products from './products.json';
import type { AdminTexts } from '../texts';

/** The back office's texts in French, one file per screen (the i18n namespace 'admin'). */
const texts: AdminTexts = { common, coupons, dashboard, featured, newsletter, orders, products };
export default texts;

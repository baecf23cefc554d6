import common from './common.json';
import coupons from './coupons.json';
import dashboard from './dashboard.json';
import featured from './featured.json';
import newsletter from './newsletter.json';
import orders from './orders.json';
import products from './products.json';

/** The back office's texts in English, one file per screen (the i18n namespace 'admin'). */
const texts = { common, coupons, dashboard, featured, newsletter, orders, products };
export default texts;

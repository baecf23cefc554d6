import adverts from './adverts.json';
import audit from './audit.json';
import blog from './blog.json';
import buyerCertifications from './buyerCertifications.json';
import certificates from './certificates.json';
import common from './common.json';
import contactInfo from './contactInfo.json';
import contacts from './contacts.json';
import content from './content.json';
import coupons from './coupons.json';
import dashboard from './dashboard.json';
import featured from './featured.json';
import heroImages from './heroImages.json';
import logo from './logo.json';
import newsletter from './newsletter.json';
import orders from './orders.json';
import products from './products.json';
import quotes from './quotes.json';
import settings from './settings.json';
import team from './team.json';
import testimonials from './testimonials.json';
import tickets from './tickets.json';

/** The back office's texts in English, one file per screen (the i18n namespace 'admin'). */
const texts = { adverts, audit, blog, buyerCertifications, certificates, common, contactInfo, contacts, content, coupons, dashboard, featured, heroImages, logo, newsletter, orders, products, quotes, settings, team, testimonials, tickets };
export default texts;

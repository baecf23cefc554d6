import about from './about.json';
import blog from './blog.json';
import certifications from './certifications.json';
import common from './common.json';
import compliance from './compliance.json';
import contact from './contact.json';
import cookies from './cookies.json';
import faq from './faq.json';
import privacy from './privacy.json';
import refund from './refund.json';
import shipping from './shipping.json';
import sitemap from './sitemap.json';
import support from './support.json';
import terms from './terms.json';
import testimonials from './testimonials.json';
import type { InfoTexts } from '../texts';

/** The information pages' texts in French, one file per page (the i18n namespace 'info'). */
const texts: InfoTexts = { about, blog, certifications, common, compliance, contact, cookies, faq, privacy, refund, shipping, sitemap, support, terms, testimonials };
export default texts;

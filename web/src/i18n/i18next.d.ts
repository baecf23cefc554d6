import 'i18next';
import type adminTexts from '../admin/i18n/en';
import type en from './en.json';
import type infoTexts from './info/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // 'admin' is loaded by the back-office chunk only (web/src/admin/i18n); 'info' by the information pages (./info).
    resources: { translation: typeof en; admin: typeof adminTexts; info: typeof infoTexts };
  }
}

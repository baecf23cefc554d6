import 'i18next';
import type adminTexts from '../admin/i18n/en';
import type en from './en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // 'admin' is loaded by the back-office chunk only (web/src/admin/i18n).
    resources: { translation: typeof en; admin: typeof adminTexts };
  }
}

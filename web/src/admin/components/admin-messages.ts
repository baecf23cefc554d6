import { useAdminTranslation } from '../i18n';

/**
 * The shared schemas and the server speak the spec's English ("Product name is required"); the admin shows the same
 * message in the admin's language. `prefix` is where the area's translations of that constants table live, under the
 * same keys: `useAdminMessage('products.messages', PRODUCT_MESSAGES)` reads `products.messages.nameRequired`.
 * A message not in the table (a server text nobody translated) is shown as it came.
 */
export function useAdminMessage(prefix: string, messages: Readonly<Record<string, string>>): (message: string | undefined) => string {
  const { t, i18n } = useAdminTranslation();
  const keys = new Map(Object.entries(messages).map(([key, text]) => [text, key]));
  return (message) => {
    if (!message) return '';
    const key = keys.get(message);
    const path = `${prefix}.${key}`;
    // The key is built at run time, so its type cannot be checked; i18n.exists guards the lookup instead.
    return key && i18n.exists(path, { ns: 'admin' }) ? (t as (key: string) => string)(path) : message;
  };
}

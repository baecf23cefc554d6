import { PRODUCT_MESSAGES } from '@domain/schemas/admin-products';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { useAdminMessage } from '../../components/admin-messages';

const MESSAGES = { ...PRODUCT_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE };

/** The product schema's and the server's English messages in the admin's language (products.messages). */
export function useProductMessages(): (message: string | undefined) => string {
  return useAdminMessage('products.messages', MESSAGES);
}

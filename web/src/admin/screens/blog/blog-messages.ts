import { BLOG_MESSAGES } from '@domain/schemas/blog';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { useAdminMessage } from '../../components/admin-messages';

/** Every English text the blog form and API can answer with, keyed as blog.messages.* translates them. */
const BLOG_SCREEN_MESSAGES = { ...BLOG_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE };

/** A schema or server message of the blog screen in the admin's language. */
export function useBlogMessage() {
  return useAdminMessage('blog.messages', BLOG_SCREEN_MESSAGES);
}

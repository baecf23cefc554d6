import { CONTACT_MESSAGES, SUPPORT_TICKET_MESSAGES } from '@domain/schemas/contact';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import type { InfoTexts } from '@web/i18n/info/texts';

export type ContactMessageKey = keyof InfoTexts['contact']['messages'];
export type TicketMessageKey = keyof InfoTexts['support']['messages'];

function keysOf<Key extends string>(messages: Record<string, string>, known: readonly Key[]): Map<string, Key> {
  return new Map(known.flatMap((key) => (messages[key] ? [[messages[key], key] as const] : [])));
}

const CONTACT_KEYS = keysOf<ContactMessageKey>({ ...CONTACT_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE }, [
  'nameRequired',
  'nameTooLong',
  'invalidEmail',
  'emailTooLong',
  'subjectRequired',
  'messageRequired',
  'messageTooLong',
  'controlCharacters',
]);
const TICKET_KEYS = keysOf<TicketMessageKey>({ ...SUPPORT_TICKET_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE }, [
  'nameRequired',
  'nameTooLong',
  'invalidEmail',
  'emailTooLong',
  'categoryRequired',
  'priorityInvalid',
  'subjectRequired',
  'subjectTooLong',
  'messageRequired',
  'messageTooLong',
  'orderNumberTooLong',
  'failed',
  'controlCharacters',
]);

/** The key under `contact.messages` of a message the shared schema or the server gave in the spec's English. */
export const contactMessageKey = (message: string | undefined) => (message ? CONTACT_KEYS.get(message) : undefined);
/** The key under `support.messages` of a ticket form message. */
export const ticketMessageKey = (message: string | undefined) => (message ? TICKET_KEYS.get(message) : undefined);

import { z } from 'zod';

/**
 * Text as it enters the API. PostgreSQL refuses a NUL in text and a lone surrogate in JSON (a 500 when
 * it got that far), and no form field needs any other control character (\p{Cc}: C0, DEL, C1) except
 * line breaks and tabs in multi-line fields; every string of a request schema starts from
 * singleLineText or multiLineText.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'This field contains characters that are not allowed.';

/** One line: no control character at all (no NUL, line break or tab) and no unpaired surrogate (\p{Cs}). */
export const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;

/** Several lines (notes, messages, a free-text address): \n, \r\n and \t, no other control character, no unpaired surrogate. */
export const MULTI_LINE = /^(?:[^\p{Cc}\p{Cs}]|[\t\n]|\r\n)*$/u;

type StringParams = Parameters<typeof z.string>[0];

/** A string without control characters, checked before any trim so none slips through at either end. */
export function singleLineText(params?: StringParams) {
  return z.string(params).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);
}

/** A string whose only control characters are line breaks (\n, \r\n) and tabs. */
export function multiLineText(params?: StringParams) {
  return z.string(params).regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE);
}

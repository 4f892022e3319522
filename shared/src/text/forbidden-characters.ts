/**
 * Characters no text field may hold, decided here for every way text comes in (the API's query,
 * form, JSON and multipart input, file names, and CSV imports): PostgreSQL text and jsonb cannot
 * store the NUL character, and jsonb refuses a UTF-16 surrogate that is not half of a pair, which
 * JSON's `\ud800` escape can send although no real character is one.
 */
export type ForbiddenCharacter = 'nul' | 'surrogate';

/** In `u` mode a paired surrogate is one code point, so only a lone half matches. */
const LONE_SURROGATE = /\p{Cs}/u;

export const forbiddenCharacterIn = (text: string): ForbiddenCharacter | null => {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
};

/** The API's message for a forbidden character, whatever field holds it. */
export const FORBIDDEN_CHARACTER_MESSAGES: Readonly<Record<ForbiddenCharacter, string>> = {
  nul: 'Text must not contain the NUL character (\\u0000).',
  surrogate: 'Text must not contain a lone UTF-16 surrogate (\\ud800 to \\udfff without its pair).',
};

/**
 * "a" or "an" before a noun in a message: by its first letter, except a leading "u" sounded "you"
 * (a user, a unit); an acronym reads by its letters (an API key).
 */
export const indefiniteArticle = (noun: string): 'a' | 'an' =>
  /^[aeio]/i.test(noun) || (/^u/i.test(noun) && !/^u(s|n[ií]|ni|ti|r)/i.test(noun)) ? 'an' : 'a';

/** The noun with its article: "an application setting", "a user". */
export const withIndefiniteArticle = (noun: string): string => `${indefiniteArticle(noun)} ${noun}`;

/** `{{Name}}`, with optional spaces inside the braces; names are letters and digits. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/**
 * Fills a template's placeholders from the event's values in one pass: a value that itself looks
 * like a placeholder is not filled again. An unknown placeholder stays as written, so the
 * administrator who mistyped {{OrderN0}} sees it in the first notification rather than a silent
 * gap. Nothing is escaped: the bell and the list render notifications as text, never as HTML.
 */
export const renderTemplate = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );

/** At most `max` characters, cut between characters (never inside an emoji's surrogate pair). */
export const clipText = (text: string, max: number): string => {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
};

/** A notification's title is one line: a template's line breaks and runs of spaces become one space. */
export const oneLine = (text: string, max: number): string => clipText(text.replace(/\s+/g, ' ').trim(), max);

export const ELLIPSIS = '…';

let segmenter: Intl.Segmenter | null | undefined;

/** Splits into user-perceived characters, so a Devanagari conjunct or an emoji is never cut. */
function characters(text: string): Iterable<string> {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  if (!segmenter) {
    return text; // older runtimes: code points
  }
  const segments = segmenter.segment(text);
  return {
    *[Symbol.iterator]() {
      for (const { segment } of segments) {
        yield segment;
      }
    },
  };
}

/**
 * Shortens text to at most `maxChars` characters (grapheme clusters), the last one being an
 * ellipsis '…' when anything was cut: shortenText('Himalayan Traders', 10) → 'Himalayan…'.
 * Whitespace before the ellipsis is dropped. Text that fits is returned unchanged; null, undefined
 * or a limit below 1 gives ''.
 */
export function shortenText(text: string | null | undefined, maxChars: number): string {
  if (typeof text !== 'string') {
    return '';
  }
  const limit = Math.floor(maxChars);
  if (!(limit >= 1)) {
    return '';
  }
  const kept: string[] = [];
  let count = 0;
  for (const character of characters(text)) {
    count += 1;
    if (count > limit) {
      return `${kept
        .slice(0, limit - 1)
        .join('')
        .trimEnd()}${ELLIPSIS}`;
    }
    kept.push(character);
  }
  return text;
}

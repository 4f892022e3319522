const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value put into the page goes through here: summaries and schemas are ours, but still text. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** Only our own paths and web addresses become links; anything else stays text. */
const safeHref = (url: string): string | null => (/^(\/(?!\/)|https?:\/\/)/.test(url) ? url : null);

/**
 * The little Markdown the OpenAPI description uses (`code`, **bold**, [link](url)), on text that is
 * escaped first, so nothing in it can become markup of its own.
 */
export const inlineMarkdown = (text: string): string =>
  escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, url: string) => {
      const href = safeHref(url);
      return href ? `<a href="${href}">${label}</a>` : whole;
    });

/** Paragraphs and `- ` lists (continuation lines indented), for the document's description. */
export const markdownBlocks = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n');
      if (!lines[0]?.startsWith('- ')) return `<p>${inlineMarkdown(lines.join(' '))}</p>`;
      const items: string[] = [];
      for (const line of lines) {
        if (line.startsWith('- ')) items.push(line.slice(2));
        else items[items.length - 1] = `${items[items.length - 1] ?? ''} ${line.trim()}`;
      }
      return `<ul>${items.map((item) => `<li>${inlineMarkdown(item)}</li>`).join('')}</ul>`;
    })
    .join('\n');

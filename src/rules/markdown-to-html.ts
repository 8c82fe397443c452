/**
 * markdown_to_html as the action does it: pre-strip images, [//]: # comments and the
 * details/summary tags (keeping their text), render with marked 17 without raw HTML, then
 * post-process the HTML into the subset the task tracker accepts.
 */
import { Marked } from 'marked';

const marked = new Marked({
  async: false,
  gfm: true,
  renderer: {
    // Raw HTML blocks and inline HTML are dropped.
    html: () => '',
  },
});

function preStrip(text: string): string {
  return text
    .replace(/\[!\[([^\]]*)\]\([^)]+(?:\s+"[^"]*")?\)\]\(([^)]+)\)/g, '')
    .replace(/!\[[^\]]*\]\([^)]+(?:\s+"[^"]*")?\)/g, '')
    .replace(/\[\/\/\]: # \([^)]*\)/g, '')
    .replace(/<\/?details[^>]*>/gi, '')
    .replace(/<\/?summary[^>]*>/gi, '')
    .replace(/\r\n/g, '\n')
    .replace(/\r/g, '\n')
    .trim();
}

function postProcess(html: string): string {
  return html
    .replace(/<img\b[^>]*>/gi, '')
    .replace(/<(\/?)h[3-6](\s[^>]*)?>/gi, '<$1h2$2>')
    .replace(/\s+class="[^"]*"/gi, '')
    .replace(/<(\/?)del>/gi, '<$1s>')
    .replace(/<\/?(thead|tbody)>/gi, '')
    .replace(/<th(\s[^>]*)?>/gi, '<td$1>')
    .replace(/<\/th>/gi, '</td>');
}

export function markdownToHtml(text: unknown): string {
  if (!text) return '';
  if (typeof text !== 'string') throw new TypeError('markdown_to_html expects text');
  const html = marked.parse(preStrip(text));
  if (typeof html !== 'string') throw new Error('marked returned a promise');
  return postProcess(html);
}

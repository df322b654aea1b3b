/** Building blocks for the HTML head of server-rendered SPA routes: escaping and injection into index.html. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` as \\u escapes (so
 * `</script>` or `<!--` in any value cannot end or change the block), and the two line separators
 * JavaScript once disallowed in strings.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HeadContent {
  title: string;
  description: string;
  /** Further elements, already escaped, put at the end of <head>. */
  extra: string[];
}

/**
 * index.html with its own <title> and meta description replaced, and any canonical link, robots
 * meta or Open Graph tag it had dropped, then the given elements appended to the head.
 * Replacements go through functions, so '$' in a job title is never a replacement pattern.
 */
export function withHead(indexHtml: string, head: HeadContent): string {
  let html = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, () => '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/gi, () => '')
    .replace(/<meta\s+name=["']robots["'][^>]*>\s*/gi, () => '')
    .replace(/<meta\s+property=["']og:[^"']*["'][^>]*>\s*/gi, () => '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/gi, () => '');
  const block = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...head.extra,
  ].join('\n    ');
  html = /<\/head>/i.test(html)
    ? html.replace(/<\/head>/i, () => `  ${block}\n  </head>`)
    : `${block}\n${html}`;
  return html;
}

/** Text cut at a word boundary to at most `max` characters, with '…' when cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max * 0.6 ? room.slice(0, space) : room).replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/**
 * The page with `value` as JSON in a `<script type="application/json" id="…">` at the end of its
 * body, for the app to read before its first render (the browser does not run such a script).
 */
export function withData(html: string, id: string, value: unknown): string {
  const script = `<script type="application/json" id="${escapeHtml(id)}">${jsonForScript(value)}</script>`;
  return /<\/body>/i.test(html) ? html.replace(/<\/body>/i, () => `  ${script}\n  </body>`) : `${html}\n${script}`;
}

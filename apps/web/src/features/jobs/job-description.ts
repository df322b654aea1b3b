export type DescriptionBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const BULLET = /^\s*[-*•]\s+/;

/**
 * A job description as plain text in blocks: paragraphs are separated by blank lines, and lines
 * starting with '-', '*' or '•' become list items. Nothing in it is ever treated as HTML.
 */
export function parseDescription(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let lines: string[] = [];
    let items: string[] = [];
    const flushLines = () => {
      if (lines.length > 0) blocks.push({ kind: 'paragraph', text: lines.join('\n') });
      lines = [];
    };
    const flushItems = () => {
      if (items.length > 0) blocks.push({ kind: 'list', items });
      items = [];
    };
    for (const raw of paragraph.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (BULLET.test(line)) {
        flushLines();
        items.push(line.replace(BULLET, ''));
      } else {
        flushItems();
        lines.push(line);
      }
    }
    flushLines();
    flushItems();
  }
  return blocks;
}

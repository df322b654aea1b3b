import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Text input: the one rule for what a text field may hold (docs/input-rules.md)
// ---------------------------------------------------------------------------------------------

/** What a person is told when a field holds a control character. */
export const CONTROL_CHARACTER_MESSAGE = 'Remove control characters (such as NUL) from this field.';

// Control characters (Unicode Cc: C0 U+0000-U+001F, DEL U+007F, C1 U+0080-U+009F) and lone halves of
// a surrogate pair. PostgreSQL refuses NUL in text outright and drivers turn a lone surrogate into
// U+FFFD without a word; the rest are invisible, never typed, and only ever confuse a reader or a log.
// With the u flag, [\uD800-\uDFFF] matches only a surrogate that is not part of a pair.
const REFUSED_IN_SINGLE_LINE = /[\p{Cc}\uD800-\uDFFF]/u;
/** Long text keeps tab, line feed and carriage return: the line breaks people type. */
const REFUSED_IN_MULTI_LINE = /[^\P{Cc}\t\n\r]|[\uD800-\uDFFF]/u;

/** True when `text` holds a character the rule refuses (tab and line breaks only when not `multiLine`). */
export function hasControlCharacters(text: string, options: { multiLine?: boolean } = {}): boolean {
  return (options.multiLine ? REFUSED_IN_MULTI_LINE : REFUSED_IN_SINGLE_LINE).test(text);
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * Every text field of a request starts here: names, email, queries, filters, ids, links, tokens,
 * passwords. The rule is checked first, on the text as sent, so its message is the one a person
 * sees; later checks (trim, length, format) come after it in the chain.
 */
export const singleLineText = (params?: StringParams) =>
  z.string(params).refine((text) => !hasControlCharacters(text), CONTROL_CHARACTER_MESSAGE);

/** Long text (descriptions, bio, messages): as singleLineText, but tab and line breaks are allowed. */
export const multiLineText = (params?: StringParams) =>
  z.string(params).refine((text) => !hasControlCharacters(text, { multiLine: true }), CONTROL_CHARACTER_MESSAGE);

// ---------------------------------------------------------------------------------------------
// Field schemas written once and reused by forms and routes
// ---------------------------------------------------------------------------------------------

export const emailSchema = singleLineText()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Please enter a valid email address.'));

export const httpUrlSchema = singleLineText()
  .trim()
  .max(2048, 'Link is too long.')
  .pipe(z.url({ protocol: /^https?$/, error: 'Please enter a valid http or https link.' }));

export const uuidSchema = z.uuid('Invalid id.');

/** Bounded, trimmed, required text; `multiLine` for long text that may hold line breaks. */
export const requiredText = (label: string, max: number, options: { multiLine?: boolean } = {}) =>
  (options.multiLine ? multiLineText : singleLineText)({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

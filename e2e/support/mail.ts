import type { AddressObject, ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP peer received it, parsed enough for a test to read it. */
export interface CapturedMail {
  /** Envelope (SMTP) recipients and sender, lower-cased. */
  envelope: { from: string; to: string[] };
  /** Header fields, decoded; addresses lower-cased. */
  from: string[];
  to: string[];
  replyTo: string[];
  subject: string;
  /** The text/plain body ('' when the message has none). */
  text: string;
  /** The text/html body ('' when the message has none). */
  html: string;
  headers: Map<string, string>;
  raw: string;
  receivedAt: Date;
}

export interface Mailbox {
  all(): CapturedMail[];
  /** Resolves with the first captured mail (already received or arriving later) that matches. */
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** Mail sent to this address (envelope or header), in order of arrival. */
  to(address: string): CapturedMail[];
  clear(): void;
}

export interface SmtpPeer {
  port: number;
  mailbox: Mailbox;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Parsing: mailparser's simpleParser when it is installed (a root devDependency); otherwise a
// minimal MIME reader below (folded headers, RFC 2047 words, multipart, quoted-printable, base64),
// which is enough for what nodemailer writes.

function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(input: string, charset?: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
    }
  }
  return decodeBytes(Buffer.from(bytes), charset);
}

/** RFC 2047 encoded words (=?charset?Q|B?text?=); whitespace between adjacent words is dropped. */
export function decodeHeaderValue(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?[^?]+\?[QqBb]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([QqBb])\?([^?]*)\?=/g, (_m, charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? decodeBytes(Buffer.from(text, 'base64'), charset)
        : decodeQuotedPrintable(text.replace(/_/g, ' '), charset),
    );
}

function splitHeadersAndBody(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParam(value: string, param: string): string | undefined {
  const m = new RegExp(`;\\s*${param}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return m ? (m[1] ?? m[2]) : undefined;
}

function parseAddresses(value: string | undefined): string[] {
  if (!value) return [];
  const parts = decodeHeaderValue(value).match(/(?:"[^"]*"|[^,])+/g) ?? [];
  return parts
    .map((p) => (/<([^>]+)>/.exec(p)?.[1] ?? p).trim().toLowerCase())
    .filter((a) => a.includes('@'));
}

function collectBodies(raw: string, into: { text: string; html: string }): void {
  const { headers, body } = splitHeadersAndBody(raw);
  const type = headers.get('content-type') ?? 'text/plain; charset=us-ascii';
  const mime = type.split(';')[0]!.trim().toLowerCase();
  if (mime.startsWith('multipart/')) {
    const boundary = headerParam(type, 'boundary');
    if (!boundary) return;
    const parts: string[][] = [];
    let current: string[] | null = null;
    for (const line of body.split(/\r?\n/)) {
      const trimmed = line.trimEnd();
      if (trimmed === `--${boundary}--`) break;
      if (trimmed === `--${boundary}`) {
        current = [];
        parts.push(current);
      } else {
        current?.push(line);
      }
    }
    for (const part of parts) collectBodies(part.join('\r\n'), into);
    return;
  }
  if (mime !== 'text/plain' && mime !== 'text/html') return;
  const charset = headerParam(type, 'charset');
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body, charset)
      : encoding === 'base64'
        ? decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset)
        : body;
  const normalised = decoded.replace(/\r\n/g, '\n');
  if (mime === 'text/plain' && !into.text) into.text = normalised;
  if (mime === 'text/html' && !into.html) into.html = normalised;
}

/** The minimal reader, for when mailparser is not installed. */
export function parseMailMinimal(raw: string, envelope: CapturedMail['envelope']): CapturedMail {
  const { headers } = splitHeadersAndBody(raw);
  const bodies = { text: '', html: '' };
  collectBodies(raw, bodies);
  const decoded = new Map([...headers].map(([k, v]) => [k, decodeHeaderValue(v)]));
  return {
    envelope,
    from: parseAddresses(headers.get('from')),
    to: parseAddresses(headers.get('to')),
    replyTo: parseAddresses(headers.get('reply-to')),
    subject: decoded.get('subject') ?? '',
    text: bodies.text,
    html: bodies.html,
    headers: decoded,
    raw,
    receivedAt: new Date(),
  };
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((o) => o.value.map((a) => a.address?.toLowerCase() ?? '')).filter(Boolean);
}

function fromParsed(parsed: ParsedMail, raw: string, envelope: CapturedMail['envelope']): CapturedMail {
  const headers = new Map<string, string>();
  for (const line of parsed.headerLines) {
    if (headers.has(line.key)) continue;
    const colon = line.line.indexOf(':');
    headers.set(line.key, decodeHeaderValue(line.line.slice(colon + 1).replace(/\r?\n[ \t]+/g, ' ').trim()));
  }
  return {
    envelope,
    from: addressesOf(parsed.from),
    to: addressesOf(parsed.to),
    replyTo: addressesOf(parsed.replyTo),
    subject: parsed.subject ?? '',
    text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers,
    raw,
    receivedAt: new Date(),
  };
}

type SimpleParser = (source: Buffer) => Promise<ParsedMail>;
let simpleParser: Promise<SimpleParser | null> | undefined;

function loadSimpleParser(): Promise<SimpleParser | null> {
  simpleParser ??= import('mailparser').then(
    (m) => (source: Buffer) => m.simpleParser(source),
    () => null,
  );
  return simpleParser;
}

/** Parses one raw message (RFC 5322) as the SMTP peer received it. */
export async function parseMail(raw: Buffer, envelope: CapturedMail['envelope']): Promise<CapturedMail> {
  const text = raw.toString('utf8');
  const parse = await loadSimpleParser();
  return parse ? fromParsed(await parse(raw), text, envelope) : parseMailMinimal(text, envelope);
}

// ---------------------------------------------------------------------------------------------

function createMailbox(): Mailbox & { add(mail: CapturedMail): void } {
  const mails: CapturedMail[] = [];
  const waiters = new Set<(mail: CapturedMail) => void>();
  return {
    add(mail) {
      mails.push(mail);
      for (const notify of [...waiters]) notify(mail);
    },
    all: () => [...mails],
    to(address) {
      const a = address.toLowerCase();
      return mails.filter((m) => m.envelope.to.includes(a) || m.to.includes(a));
    },
    clear() {
      mails.length = 0;
    },
    waitFor(predicate, timeoutMs = 15_000) {
      const found = mails.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMail = (mail: CapturedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(onMail);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(onMail);
          const seen = mails.map((m) => `  to ${m.envelope.to.join(', ')}: ${m.subject}`).join('\n') || '  (none)';
          reject(new Error(`No matching mail arrived within ${timeoutMs} ms. Mail received so far:\n${seen}`));
        }, timeoutMs);
        waiters.add(onMail);
      });
    },
  };
}

/** A real SMTP server on 127.0.0.1 (any port, no TLS, any login accepted) that keeps what it receives. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const mailbox = createMailbox();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'e2e' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        };
        parseMail(Buffer.concat(chunks), envelope).then(
          (mail) => {
            mailbox.add(mail);
            callback();
          },
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The SMTP peer has no TCP address');
  return {
    port: address.port,
    mailbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

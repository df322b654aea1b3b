import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  from: string;
  to: string[];
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** Header fields as sent (unfolded), by lower-case name; the last one wins. */
  headers: Record<string, string>;
  raw: string;
}

function rawHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const out: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) out[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return out;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  /** Resolves with the first captured mail that matches, waiting for it to arrive. */
  waitFor(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** Makes the peer refuse every message from now on (a mail provider's bad day). */
  refuseAll(refuse: boolean): void;
  /** Holds every message this long before accepting it (a slow mail provider). */
  delayAll(ms: number): void;
  /** How many messages have come in so far, counting those still held (delayAll) or to be refused. */
  arrived(): number;
  close(): Promise<void>;
}

const addressText = (a: ParsedMail['to'] | ParsedMail['replyTo']): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address ?? ''));

/** A real SMTP peer on a loopback port that keeps what it receives. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  let delayMs = 0;
  let arrived = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        arrived += 1;
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        if (refusing) {
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            mails.push({
              from: addressText(parsed.from)[0] ?? '',
              to: addressText(parsed.to),
              replyTo: addressText(parsed.replyTo)[0],
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: rawHeaders(raw),
              raw,
            });
            for (const w of waiters) w();
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    refuseAll(refuse) {
      refusing = refuse;
    },
    delayAll(ms) {
      delayMs = ms;
    },
    arrived: () => arrived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

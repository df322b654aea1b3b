import zlib from 'node:zlib';
import { jobListItemSchema } from '@pathway/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import { jobForGuest } from './apply-links.ts';
import { KeptWith } from './kept-with.ts';
import { listRowsFor } from './list-rows.ts';

/**
 * Sends `data` in the success envelope as JSON, checked against the route's response schema.
 *
 * The catalogue caches hand out the same object on every hit (a first page, the categories), so
 * what is derived from it is remembered with it (and dropped with it): from the second send on, its
 * bytes and their brotli and gzip encodings. A hit then costs no validation, no serialisation, no
 * UTF-8 encoding and no compression. An object sent once (a deep page, most searches) is simply
 * validated and sent, and @fastify/compress compresses it as usual.
 */
interface Encoded {
  /**
   * How often the object was sent. Its JSON text is not kept after the first send: most answers are
   * sent once, and a text held by this entry outlived the next young-generation collection, which
   * copied and promoted it (bench T: 11 KB a request, about half of what those collections promoted). The
   * second send makes the text again (list answers from their jobs' kept JSON) and keeps its bytes.
   */
  sends: number;
  /**
   * The text as bytes, from the second send on: an answer sent again and again is encoded once. The
   * first send is a string, which the socket encodes to UTF-8 outside the JavaScript heap: a Buffer
   * for every answer (an ArrayBuffer of its own over 4 KB) counted as external memory, which makes V8
   * collect the whole heap once enough has been allocated (bench T: a full collection every two or
   * three seconds).
   */
  bytes?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const encoded = new WeakMap<object, Encoded>();

/** @fastify/compress's threshold (app.ts): smaller answers go out as they are. */
const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (json: Buffer) => Buffer> = {
  // Quality 6: within a few per cent of the best size at a fraction of the time (0.5 ms for a 10 KB page).
  br: (json) =>
    zlib.brotliCompressSync(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => zlib.gzipSync(json, { level: 9 }),
};

/** The client's preferred encoding among ours (brotli first), honouring `;q=0`. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding).split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(token.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Each job's validated JSON, kept with the job object (list rows in memory are shared by many pages). */
const itemJson = new KeptWith<string>('job JSON in list answers');
/**
 * Jobs' JSON written so far, by when: while the server warmed up, or for a request (read by /metrics:
 * pathway_list_json_written_total). After warming, a request writes one only for a job that changed.
 */
export const listJsonWritten = { warming: 0, request: 0 };

/** Every character past ASCII (DEL included), for asciiJson. */
const NON_ASCII = /[\u007f-\uffff]/g;

/**
 * JSON with every character past ASCII written as a `\u` escape: the same value, in a string V8
 * keeps at one byte per character. One "₹" or "–" in one job made a whole list answer two bytes per
 * character, copied again at every join and encoded as UTF-8 at every send (5% of bench T's CPU).
 */
function asciiJson(json: string): string {
  return json.replace(NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A job's JSON in a list answer: checked against `itemSchema` and written once per job object (in ASCII), kept with it. */
function itemJsonOf(itemSchema: z.ZodType, item: object, when: keyof typeof listJsonWritten): string {
  let json = itemJson.get(item);
  if (json === undefined) {
    json = itemJson.set(item, asciiJson(JSON.stringify(itemSchema.parse(item))));
    listJsonWritten[when] += 1;
  }
  return json;
}

/** Jobs whose JSON warmGuestListJson writes between two turns of the event loop (about 5 ms). */
const WARM_BATCH = 200;

/**
 * Writes the list JSON of every job whose row is kept in memory (list-rows.ts), as a guest sees it,
 * WARM_BATCH at a time between requests (docs/search.md#warming): what a server that has shown them
 * all has. Written during requests instead, each job's first page paid for its checking and writing, and
 * its JSON (a few KB kept for as long as the row) was copied by the young-generation collection and
 * promoted. Returns how many were written.
 */
export async function warmGuestListJson(db: Database): Promise<number> {
  const before = listJsonWritten.warming;
  const jobs = [...listRowsFor(db).jobs()];
  for (let i = 0; i < jobs.length; i += WARM_BATCH) {
    for (const job of jobs.slice(i, i + WARM_BATCH)) itemJsonOf(jobListItemSchema, jobForGuest(job), 'warming');
    await new Promise((resolve) => setImmediate(resolve));
  }
  return listJsonWritten.warming - before;
}

/** Where a list's jobs go in its envelope's JSON: `{"success":…,"data":{"data":[` + jobs + `],…`. */
const EMPTY_LIST = '"data":{"data":[]';

/**
 * sendCached for a list answer (`{ data: [...jobs], pagination, … }`), whose jobs recur from page
 * to page (docs/search.md#rows-in-memory): the envelope around an empty list is checked against the
 * schema, and each job against `itemSchema` once per job object, its JSON kept with it. The bytes are
 * those sendCached would send, as a test holds.
 */
export function sendCachedList<T extends { data: readonly object[] }>(reply: FastifyReply, envelopeSchema: z.ZodType, itemSchema: z.ZodType, list: T): FastifyReply {
  return sendEncoded(reply, list, () => listJson(envelopeSchema, itemSchema, list));
}

/** A list answer's JSON: the checked envelope around an empty list, with each job's kept JSON put in. */
function listJson(envelopeSchema: z.ZodType, itemSchema: z.ZodType, list: { data: readonly object[] }): string {
  const shell = asciiJson(envelopeJson(envelopeSchema, { ...list, data: [] }));
  const at = shell.indexOf(EMPTY_LIST);
  // A schema that writes the list elsewhere: the whole answer checked and written, as sendCached does.
  if (at < 0) return asciiJson(envelopeJson(envelopeSchema, list));
  const jobs = list.data.map((item) => itemJsonOf(itemSchema, item, 'request'));
  const open = at + EMPTY_LIST.length - 1;
  return shell.slice(0, open) + jobs.join(',') + shell.slice(open);
}

/** parse() strips anything the schema does not name, as the response serializer would. */
function envelopeJson(envelopeSchema: z.ZodType, data: object): string {
  return JSON.stringify(envelopeSchema.parse(ok(data)));
}

export function sendCached<T extends object>(reply: FastifyReply, envelopeSchema: z.ZodType, data: T): FastifyReply {
  return sendEncoded(reply, data, () => envelopeJson(envelopeSchema, data));
}

/** Sends `data` as the JSON `json()` makes of it: made anew for its first two sends, its bytes kept from the second on. */
function sendEncoded(reply: FastifyReply, data: object, json: () => string): FastifyReply {
  let entry = encoded.get(data);
  if (entry === undefined) {
    entry = { sends: 0 };
    encoded.set(data, entry);
  }
  entry.sends += 1;
  reply.type('application/json; charset=utf-8');
  if (entry.sends === 1) return reply.send(json());
  const bytes = (entry.bytes ??= Buffer.from(json()));
  if (bytes.length >= COMPRESS_THRESHOLD && reply.request.headers['x-no-compression'] === undefined) {
    const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
    if (encoding) {
      const body = (entry[encoding] ??= compressors[encoding](bytes));
      // @fastify/compress leaves an answer that already has a Content-Encoding alone.
      return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
    }
  }
  return reply.send(bytes);
}

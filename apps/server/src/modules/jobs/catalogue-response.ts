import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../platform/envelope.ts';

/**
 * Sends `data` in the success envelope as JSON, checked against the route's response schema.
 *
 * The catalogue caches hand out the same object on every hit (a first page, the categories), so
 * what is derived from it is remembered with it (and dropped with it): the validated JSON, and,
 * from the second send on, its bytes and their brotli and gzip encodings. A hit then costs no validation, no
 * serialisation, no UTF-8 encoding and no compression. An object sent once (a deep page) is simply
 * validated and sent, and @fastify/compress compresses it as usual.
 */
interface Encoded {
  /**
   * The JSON as a string: sent once, the socket encodes it to UTF-8 outside the JavaScript heap. A
   * Buffer for every answer (an ArrayBuffer of its own over 4 KB) counted as external memory, which
   * makes V8 collect the whole heap once enough has been allocated (bench T: a full collection every
   * two or three seconds).
   */
  json: string;
  /** The same as bytes, from the second send on: an answer sent again and again is encoded once. */
  bytes?: Buffer;
  sends: number;
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
const itemJson = new WeakMap<object, string>();
/** Where a list's jobs go in its envelope's JSON: `{"success":…,"data":{"data":[` + jobs + `],…`. */
const EMPTY_LIST = '"data":{"data":[]';

/**
 * sendCached for a list answer (`{ data: [...jobs], pagination, … }`), whose jobs recur from page
 * to page (docs/search.md#rows-in-memory): the envelope around an empty list is checked against the
 * schema, and each job against `itemSchema` once per job object, its JSON kept with it. The bytes are
 * those sendCached would send, as a test holds.
 */
export function sendCachedList<T extends { data: readonly object[] }>(reply: FastifyReply, envelopeSchema: z.ZodType, itemSchema: z.ZodType, list: T): FastifyReply {
  if (!encoded.has(list)) {
    const shell = JSON.stringify(envelopeSchema.parse(ok({ ...list, data: [] })));
    const at = shell.indexOf(EMPTY_LIST);
    if (at >= 0) {
      const jobs = list.data.map((item) => {
        let json = itemJson.get(item);
        if (json === undefined) {
          json = JSON.stringify(itemSchema.parse(item));
          itemJson.set(item, json);
        }
        return json;
      });
      const open = at + EMPTY_LIST.length - 1;
      encoded.set(list, { json: shell.slice(0, open) + jobs.join(',') + shell.slice(open), sends: 0 });
    }
  }
  return sendCached(reply, envelopeSchema, list);
}

export function sendCached<T extends object>(reply: FastifyReply, envelopeSchema: z.ZodType, data: T): FastifyReply {
  let entry = encoded.get(data);
  if (entry === undefined) {
    // parse() strips anything the schema does not name, as the response serializer would.
    entry = { json: JSON.stringify(envelopeSchema.parse(ok(data))), sends: 0 };
    encoded.set(data, entry);
  }
  entry.sends += 1;
  reply.type('application/json; charset=utf-8');
  if (entry.sends === 1) return reply.send(entry.json);
  const bytes = (entry.bytes ??= Buffer.from(entry.json));
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

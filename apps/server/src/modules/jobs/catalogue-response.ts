import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../platform/envelope.ts';

/**
 * Sends `data` in the success envelope as JSON, checked against the route's response schema the
 * first time this very object is sent and then remembered: the catalogue caches hand out the same
 * object on every hit (a first page, the categories), so the answer is validated and serialised once
 * instead of on every request. Objects that are not cached are simply validated and sent.
 */
const serialized = new WeakMap<object, string>();

export function sendCached<T extends object>(reply: FastifyReply, envelopeSchema: z.ZodType, data: T): FastifyReply {
  let json = serialized.get(data);
  if (json === undefined) {
    // parse() strips anything the schema does not name, as the response serializer would.
    json = JSON.stringify(envelopeSchema.parse(ok(data)));
    serialized.set(data, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}

import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_REMEMBERED, MAX_REMEMBERED_LENGTH, rememberedQuery, validatorCompiler } from './query-validation.ts';

/** A Fastify app with one GET route whose query schema counts how often it parses, remembered or not. */
async function appWith(remembered: boolean) {
  let parses = 0;
  const schema = z.object({
    page: z.coerce.number().int().min(1).default(1),
    tags: z
      .union([z.string(), z.array(z.string())])
      .transform((value) => {
        parses += 1;
        return typeof value === 'string' ? value.split(',') : value;
      })
      .optional(),
  });
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  const seen: unknown[] = [];
  app.get('/items', { schema: { querystring: remembered ? rememberedQuery(schema) : schema } }, async (request) => {
    seen.push(request.query);
    return { query: request.query, frozen: Object.isFrozen(request.query) && Object.isFrozen(request.query.tags ?? []) };
  });
  await app.ready();
  return { app, seen, parses: () => parses };
}

describe('query strings validated once per text', () => {
  it('answers the same query string with the answer it validated before, frozen', async () => {
    const { app, seen, parses } = await appWith(true);
    const first = await app.inject({ url: '/items?page=2&tags=a,b' });
    const again = await app.inject({ url: '/items?page=2&tags=a,b' });
    expect(first.json()).toEqual({ query: { page: 2, tags: ['a', 'b'] }, frozen: true });
    expect(again.json()).toEqual(first.json());
    expect(parses()).toBe(1);
    expect(seen[1]).toBe(seen[0]);

    // Another text is validated on its own, and a handler cannot change what later requests get.
    await app.inject({ url: '/items?page=3&tags=a,b' });
    expect(parses()).toBe(2);
    expect(() => (seen[0] as { tags: string[] }).tags.push('c')).toThrow(TypeError);
    await app.close();
  });

  it('validates an invalid query string every time, with the same 400', async () => {
    const { app, parses } = await appWith(true);
    const first = await app.inject({ url: '/items?page=0&tags=x' });
    const again = await app.inject({ url: '/items?page=0&tags=x' });
    expect([first.statusCode, again.statusCode]).toEqual([400, 400]);
    expect(again.json()).toEqual(first.json());
    expect(parses()).toBe(2);
    await app.close();
  });

  it('keeps at most MAX_REMEMBERED texts, oldest out first', async () => {
    const { app, parses } = await appWith(true);
    for (let page = 1; page <= MAX_REMEMBERED + 1; page += 1) await app.inject({ url: `/items?page=${page}&tags=t` });
    expect(parses()).toBe(MAX_REMEMBERED + 1);
    await app.inject({ url: `/items?page=${MAX_REMEMBERED + 1}&tags=t` });
    expect(parses()).toBe(MAX_REMEMBERED + 1);
    await app.inject({ url: '/items?page=1&tags=t' });
    expect(parses()).toBe(MAX_REMEMBERED + 2);
    await app.close();
  });

  it('validates a query string longer than MAX_REMEMBERED_LENGTH every time', async () => {
    const { app, parses } = await appWith(true);
    const long = `/items?tags=${'x'.repeat(MAX_REMEMBERED_LENGTH)}`;
    expect((await app.inject({ url: long })).statusCode).toBe(200);
    expect((await app.inject({ url: long })).statusCode).toBe(200);
    expect(parses()).toBe(2);
    await app.close();
  });

  it('leaves a schema not marked as it was: parsed on every request, not frozen', async () => {
    const { app, parses } = await appWith(false);
    const first = await app.inject({ url: '/items?tags=a' });
    await app.inject({ url: '/items?tags=a' });
    expect(parses()).toBe(2);
    expect(first.json()).toEqual({ query: { page: 1, tags: ['a'] }, frozen: false });
    await app.close();
  });
});

import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Query strings validated once per text (docs/search.md#query-strings-validated-once).
 *
 * A catalogue list's query string is validated by its zod schema on every request. In a running
 * server that costs tens of microseconds (zod's parsers are shared by every schema of the app, so
 * V8 cannot specialise them), as much as answering the request from the page cache. Students
 * repeat query strings (another page, the same filters), so a schema registered here keeps its
 * last MAX_REMEMBERED valid answers by the query's text (up to MAX_REMEMBERED_LENGTH characters):
 * the same text gets the same, frozen answer without parsing again. Only for schemas whose answer
 * depends on the text alone (no clock, no viewer); invalid query strings are validated each time.
 */
export const MAX_REMEMBERED = 4_096;
/** A longer query string (many filter values) is validated every time: the memo stays within a few MB. */
export const MAX_REMEMBERED_LENGTH = 1_024;

const rememberedSchemas = new WeakSet<object>();

/** Marks a query string schema as safe to remember by text (a pure function of its input); returns it. */
export function rememberedQuery<T extends z.ZodType>(schema: T): T {
  rememberedSchemas.add(schema);
  return schema;
}

/** Whether a schema was marked by rememberedQuery (for the routes' tests). */
export function isRememberedQuery(schema: z.ZodType): boolean {
  return rememberedSchemas.has(schema);
}

type Validation = ReturnType<ReturnType<FastifySchemaCompiler<z.ZodType>>>;

/** fastify-type-provider-zod's compiler, remembering the answers of the schemas marked by rememberedQuery. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'querystring' || !rememberedSchemas.has(route.schema)) return validate;
  const answers = new Map<string, Validation>();
  return (data) => {
    // The parsed query string: string values and arrays of them, in the order they came.
    const key = JSON.stringify(data);
    if (key.length > MAX_REMEMBERED_LENGTH) return validate(data);
    const kept = answers.get(key);
    if (kept) return kept;
    const result = validate(data);
    // zod's compiler answers { value } for a valid text, { error } otherwise.
    if (typeof result === 'object' && 'value' in result) {
      answers.set(key, deepFreeze(result));
      // Oldest first out: a map keeps the order its keys were added in.
      if (answers.size > MAX_REMEMBERED) answers.delete(answers.keys().next().value!);
    }
    return result;
  };
};

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * The values of a query, collected as named placeholders while the query is built.
 *
 * Two requests whose queries bind the same names in the same order and fix the same choices have
 * the same SQL text: the query's *shape*. One prepared statement per shape then serves all of them,
 * so the hot catalogue paths neither rebuild the query in Drizzle (a third of a deep page's CPU in
 * the server) nor make PostgreSQL parse it again (docs/query-plans.md, "Prepared statements").
 *
 * The rule that keeps a shape honest: every value that reaches the SQL is either bound here by name
 * or decided by a choice recorded with `fix()` (e.g. a salary bucket, whose bounds are constants).
 */
export class QueryParams {
  readonly values: Record<string, unknown> = {};
  private readonly parts: string[] = [];

  /** A value as a named placeholder in SQL. */
  bind(name: string, value: unknown): SQL {
    return sql`${this.placeholder(name, value)}`;
  }

  /** A value as a bare placeholder, where Drizzle wants one (limit, offset). */
  placeholder(name: string, value: unknown): Placeholder {
    if (name in this.values) throw new Error(`Query parameter ${name} bound twice`);
    this.parts.push(name);
    this.values[name] = value;
    return sql.placeholder(name);
  }

  /** A choice that changes the SQL text itself. */
  fix(choice: string): void {
    this.parts.push(`#${choice}`);
  }

  get shape(): string {
    return this.parts.join('|');
  }
}

export interface Statement<T> {
  execute(values: Record<string, unknown>): Promise<T>;
}

/** Shapes whose built statement is kept (least recently used first out). */
const MAX_STATEMENTS = 500;
/**
 * Shapes that get a server-side name. PostgreSQL keeps a named statement for the life of each
 * connection, so only this many ever do: later shapes are still built once here, and parsed by the
 * server on each use, so no stream of odd filter combinations can grow the server's memory.
 */
const MAX_NAMED = 100;

class StatementCache {
  private readonly statements = new Map<string, Statement<unknown>>();
  private readonly names = new Map<string, string>();

  get<T>(key: string, build: (name: string) => Statement<T>): Statement<T> {
    const hit = this.statements.get(key) as Statement<T> | undefined;
    if (hit) {
      this.statements.delete(key);
      this.statements.set(key, hit);
      return hit;
    }
    let name = this.names.get(key);
    if (name === undefined && this.names.size < MAX_NAMED) {
      name = `pathway_jobs_${this.names.size + 1}`;
      this.names.set(key, name);
    }
    // '' is an unnamed statement: node-postgres parses it on every use.
    const statement = build(name ?? '');
    this.statements.set(key, statement as Statement<unknown>);
    if (this.statements.size > MAX_STATEMENTS) {
      const oldest = this.statements.keys().next().value;
      if (oldest !== undefined) this.statements.delete(oldest);
    }
    return statement;
  }
}

const caches = new WeakMap<Database, StatementCache>();

/**
 * The prepared statement of `key` on `db`, built by `build(name)` the first time. A statement is
 * bound to the connection pool of `db`: never pass a transaction here (build and run it instead).
 */
export function preparedStatement<T>(db: Database, key: string, build: (name: string) => Statement<T>): Statement<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new StatementCache();
    caches.set(db, cache);
  }
  return cache.get(key, build);
}

import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { driverOf, type DatabaseHandle } from '../../db/client.ts';
import type { CatalogueCache } from './catalogue-cache.ts';

/**
 * Hears the database announce each new catalogue version (migration 0008: the version triggers
 * `pg_notify` it, delivered when the change commits) and hands it to this process's catalogue cache
 * at once, so a job imported, edited or expired through another API process (or the import CLI)
 * shows here within milliseconds (docs/decisions/011-catalogue-notify.md).
 *
 * One dedicated connection, outside the pool (a LISTEN belongs to its session). When it drops, it
 * comes back with growing waits; meanwhile the cache's version check at most every second keeps
 * answers fresh, and on its return the version is read once for what was announced while away.
 * PGlite is one process's database: nothing to hear, so nothing runs.
 */
export const CATALOGUE_CHANNEL = 'pathway_catalogue';
/** How its session shows in pg_stat_activity (the pool's are `pathway`). */
export const CATALOGUE_LISTENER_APPLICATION_NAME = 'pathway-catalogue-listener';

const CONNECT_TIMEOUT_MS = 2_000;
const FIRST_RETRY_DELAY_MS = 100;
const MAX_RETRY_DELAY_MS = 5_000;
/** stop() does not wait longer for a goodbye from a server that does not answer. */
const STOP_WAIT_MS = 1_000;

export interface CatalogueListener {
  /** LISTEN is in place on a live connection. */
  readonly listening: boolean;
  /** Ends the connection and any reconnection; safe to call twice. */
  stop(): Promise<void>;
}

export function listenForCatalogueChanges(
  database: DatabaseHandle,
  cache: Pick<CatalogueCache, 'notified'>,
  log: FastifyBaseLogger,
): CatalogueListener {
  const driver = driverOf(database);
  if (driver.kind !== 'postgres') return { listening: false, stop: async () => {} };
  const { connectionString } = driver.pool.options;

  let stopped = false;
  let listening = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  /** When the current outage began (performance.now()), while there is one. */
  let downSince: number | undefined;

  const scheduleReconnect = () => {
    const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** failures, MAX_RETRY_DELAY_MS);
    failures += 1;
    // Up to a fifth more, so replicas cut off together do not all return in the same instant.
    retry = setTimeout(connect, delay * (1 + Math.random() / 5));
    retry.unref();
  };

  function connect(): void {
    retry = undefined;
    if (stopped) return;
    const current = new pg.Client({
      connectionString,
      application_name: CATALOGUE_LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A peer that vanished without closing (a failed-over host) is noticed by TCP instead of never.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = current;
    let lost = false;
    // Once per connection, whichever comes first: a failed connect, an error, the end of the socket.
    const onLost = (error: Error) => {
      if (lost) return;
      lost = true;
      listening = false;
      if (client === current) client = undefined;
      current.end().catch(() => undefined);
      if (stopped) return;
      if (downSince === undefined) {
        downSince = performance.now();
        log.warn(
          { reason: error.message },
          'catalogue change notifications (LISTEN) are not reaching this process: ' +
            'it checks the catalogue version every second until they are back',
        );
      }
      scheduleReconnect();
    };
    // Without an 'error' listener a connection ended by the server would crash the process.
    current.on('error', onLost);
    current.on('end', () => onLost(new Error('the connection ended')));
    current.on('notification', (message) => {
      if (stopped || message.channel !== CATALOGUE_CHANNEL) return;
      const version = Number(message.payload);
      if (Number.isSafeInteger(version)) cache.notified(version);
    });

    void (async () => {
      try {
        await current.connect();
        await current.query(`LISTEN ${CATALOGUE_CHANNEL}`);
        // What changed while nobody here was listening was announced to no one: read where it is now.
        const result = await current.query<{ version: string }>('SELECT version FROM catalogue_state WHERE id = 1');
        if (lost || stopped) return;
        cache.notified(Number(result.rows[0]?.version ?? 0));
      } catch (error) {
        onLost(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      listening = true;
      failures = 0;
      if (downSince !== undefined) {
        log.info({ downMs: Math.round(performance.now() - downSince) }, 'catalogue change notifications (LISTEN) are back');
        downSince = undefined;
      }
    })();
  }

  connect();
  return {
    get listening() {
      return listening;
    },
    async stop() {
      stopped = true;
      listening = false;
      if (retry) clearTimeout(retry);
      retry = undefined;
      const last = client;
      client = undefined;
      if (!last) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        last.end().catch(() => undefined),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, STOP_WAIT_MS);
          timer.unref();
        }),
      ]);
      clearTimeout(timer);
    },
  };
}

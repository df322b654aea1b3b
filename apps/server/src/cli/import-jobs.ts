/**
 * `npm run jobs:import -- FILE` (docs/product/catalogue.md#import): imports a JSON or CSV file of jobs
 * into the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR), after
 * applying any pending migrations. Every row is validated first; any bad row is reported with its
 * place in the file and nothing is imported. Re-importing updates jobs by externalId.
 *
 * Exit codes: 0 imported; 1 the file or a row is not valid (nothing imported); 2 wrong usage or
 * configuration; 3 the database failed or is in use by another process.
 *
 * A running server sees the import within a second: the import bumps the catalogue version in its
 * transaction and the server's caches check it (see modules/jobs/catalogue-cache.ts). With the
 * embedded database (no DATABASE_URL), stop the server first: PGlite is one process's database, and
 * the import refuses to open it while the server (or another import) holds its lock.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirInUseError, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { importJobs, JobImportValidationError } from '../modules/jobs/jobs-import.service.ts';
import { JobsFileError, readJobsFile } from '../modules/jobs/jobs-file.ts';

const USAGE = `Usage: npm run jobs:import -- FILE

Imports jobs from FILE, a JSON array of objects or a CSV file with the same column names
(lists joined with |). See examples/jobs-sample.json and examples/jobs-sample.csv.`;

/** Bad rows shown in full before the rest is summarised. */
const MAX_REPORTED_ISSUES = 200;

async function main(argv: string[]): Promise<number> {
  const args = argv.filter((a) => a !== '--');
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (args.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts from the repository root; a relative FILE means relative to where npm was run.
  // eslint-disable-next-line no-restricted-syntax -- INIT_CWD is where npm was run, not configuration
  const base = process.env.INIT_CWD ?? process.cwd();
  const file = path.resolve(base, args[0]!);

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }

  let parsed;
  try {
    parsed = await readJobsFile(file);
  } catch (error) {
    if (error instanceof JobsFileError) {
      console.error(`${error.message}\nNothing was imported.`);
      return 1;
    }
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
      lockOwner: 'npm run jobs:import',
    });
  } catch (error) {
    // The embedded database is one process's: a running server holds it (db/client.ts).
    if (error instanceof DataDirInUseError) {
      console.error(`${error.message}\nNothing was imported.`);
      return 3;
    }
    throw error;
  }
  try {
    await runMigrations(database);
    const started = Date.now();
    const result = await importJobs(database.db, parsed.rows, { dropDuplicates: true });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Imported ${parsed.rows.length} job${parsed.rows.length === 1 ? '' : 's'} from ${path.basename(file)} in ${seconds} s: ` +
        `${result.created} created, ${result.updated} updated, ${result.companiesCreated} new compan${result.companiesCreated === 1 ? 'y' : 'ies'}.`,
    );
    // docs/product/listing-health.md#safety-on-import: what the import left out or marked with a caution.
    if (result.duplicatesDropped > 0) {
      console.log(`${result.duplicatesDropped} duplicate${result.duplicatesDropped === 1 ? '' : 's'} of openings already listed left out.`);
    }
    if (result.flagged > 0) console.log(`${result.flagged} job${result.flagged === 1 ? '' : 's'} marked with a caution (fee, shortened link or free-mail address).`);
    return 0;
  } catch (error) {
    if (error instanceof JobImportValidationError) {
      const rows = new Set(error.issues.map((i) => i.row)).size;
      const unit = parsed.format === 'csv' ? 'lines count the header as line 1' : 'items are numbered from 1 in the array';
      console.error(`${path.basename(file)}: ${rows} row${rows === 1 ? ' is' : 's are'} not valid (${unit}). Nothing was imported.`);
      for (const issue of error.issues.slice(0, MAX_REPORTED_ISSUES)) {
        const field = issue.field === '(row)' ? '' : `${issue.field}: `;
        console.error(`  ${parsed.position(issue.row - 1)}: ${field}${issue.message}`);
      }
      if (error.issues.length > MAX_REPORTED_ISSUES) console.error(`  … and ${error.issues.length - MAX_REPORTED_ISSUES} more.`);
      return 1;
    }
    console.error(`The import failed and nothing was imported: ${(error as Error).message}`);
    return 3;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(3);
  },
);

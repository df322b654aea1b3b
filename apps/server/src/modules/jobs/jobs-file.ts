import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/**
 * Reading an import file (docs/product/catalogue.md#import): a JSON array of objects, or CSV with the
 * same column names, lists joined with '|'. Only the shape of the file is checked here; every row is
 * validated against the contract by importJobs().
 */

export const IMPORT_COLUMNS = [
  'externalId',
  'title',
  'company',
  'companyLogo',
  'type',
  'location',
  'workMode',
  'stipend',
  'salaryMin',
  'salaryMax',
  'experienceMin',
  'experienceMax',
  'domains',
  'skills',
  'description',
  'applyLink',
  'postedDate',
  'expiryDate',
  'isUrgent',
  'isFeatured',
  'eligibleGraduationYears',
  'eligibleDegrees',
  'minCgpa',
] as const;

const LIST_COLUMNS = new Set<string>(['domains', 'skills', 'eligibleGraduationYears', 'eligibleDegrees']);
/** Left out when the cell is empty, so the contract's default applies. */
const OPTIONAL_COLUMNS = new Set<string>(['companyLogo', 'stipend', 'isUrgent', 'isFeatured', 'minCgpa']);

export interface JobsFile {
  format: 'json' | 'csv';
  rows: unknown[];
  /** Where row i (0-based) is, as people find it in the file: "line 7" (CSV) or "item 3" (JSON). */
  position(index: number): string;
}

/** A problem with the file as a whole (not JSON, no header, unknown columns…); nothing is imported. */
export class JobsFileError extends Error {
  override name = 'JobsFileError';
}

export async function readJobsFile(file: string): Promise<JobsFile> {
  const extension = path.extname(file).toLowerCase();
  if (extension !== '.json' && extension !== '.csv') {
    throw new JobsFileError(`${file}: expected a .json or .csv file.`);
  }
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new JobsFileError(`${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
  }
  return extension === '.json' ? parseJson(file, text) : parseCsv(file, text);
}

export function parseJson(file: string, text: string): JobsFile {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new JobsFileError(`${file}: not valid JSON (${(error as Error).message}).`);
  }
  if (!Array.isArray(data)) throw new JobsFileError(`${file}: expected a JSON array of jobs.`);
  return { format: 'json', rows: data, position: (i) => `item ${i + 1}` };
}

export function parseCsv(file: string, text: string): JobsFile {
  let records: { record: Record<string, string>; info: { bytes: number }; raw: string }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim()),
      skip_empty_lines: true,
      trim: false,
      info: true,
      raw: true,
      relax_column_count: false,
    }) as unknown as typeof records;
  } catch (error) {
    const e = error as Error & { lines?: number };
    throw new JobsFileError(`${file}${e.lines ? ` line ${e.lines}` : ''}: not valid CSV (${e.message}).`);
  }
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const columns = header.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
  const unknown = columns.filter((c) => c && !(IMPORT_COLUMNS as readonly string[]).includes(c));
  if (unknown.length > 0) {
    throw new JobsFileError(
      `${file} line 1: unknown column${unknown.length === 1 ? '' : 's'} ${unknown.join(', ')} (expected ${IMPORT_COLUMNS.join(', ')}).`,
    );
  }

  // Where each record starts: its end (bytes read so far) less its own bytes, as a line number.
  const bytes = Buffer.from(text, 'utf8');
  const breaks: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) if (bytes[i] === 0x0a) breaks.push(i);
  const lineAt = (start: number) => {
    let offset = start;
    // Skipped empty lines before the record are not part of it.
    while (bytes[offset] === 0x0a || bytes[offset] === 0x0d) offset += 1;
    // 1 + the number of line breaks before the offset (binary search).
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (breaks[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
  const lines = records.map(({ info, raw }) => lineAt(info.bytes - Buffer.byteLength(raw, 'utf8')));
  const rows = records.map(({ record }) => {
    const row: Record<string, unknown> = {};
    for (const [column, cell] of Object.entries(record)) {
      const value = cell.trim();
      if (LIST_COLUMNS.has(column)) {
        row[column] = value === '' ? [] : value.split('|').map((part) => part.trim());
      } else if (value === '' && OPTIONAL_COLUMNS.has(column)) {
        continue;
      } else {
        row[column] = column === 'description' ? cell : value;
      }
    }
    return row;
  });
  return { format: 'csv', rows, position: (i) => `line ${lines[i] ?? i + 2}` };
}

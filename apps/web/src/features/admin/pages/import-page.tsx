import { CONSOLE_JOB_LIMITS, type AdminJobImportResult, type JobImportProblem } from '@pathway/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-core';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useImportJobs } from '../api/import-jobs';
import { consolePaths } from '../console-paths';
import { ConsoleHeading, ConsoleTable } from '../components/console-page-states';

interface Loaded {
  name: string;
  format: 'csv' | 'json';
  content: string;
}

type Outcome =
  | { kind: 'checked'; result: AdminJobImportResult }
  | { kind: 'problems'; problems: JobImportProblem[]; total: number; message: string }
  | { kind: 'imported'; result: AdminJobImportResult };

const counts = (r: AdminJobImportResult) =>
  `${r.rows} ${r.rows === 1 ? 'row' : 'rows'}: ${r.created} new, ${r.updated} updated, ${r.duplicatesDropped} left out as duplicates, ${r.flagged} with cautions, ${r.companiesCreated} new companies.`;

export function ConsoleImportPage() {
  useDocumentTitle('Import jobs · Console');
  const [file, setFile] = useState<Loaded>();
  const [fileError, setFileError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const run = useImportJobs();
  const resultId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    setOutcome(undefined);
    setFile(undefined);
    setFileError(undefined);
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const extension = chosen.name.toLowerCase().split('.').pop();
    if (extension !== 'csv' && extension !== 'json') {
      setFileError('Choose a .csv or .json file.');
      return;
    }
    if (chosen.size > CONSOLE_JOB_LIMITS.importBytes) {
      setFileError('The file is larger than 5 MB. Split it into smaller files.');
      return;
    }
    setFile({ name: chosen.name, format: extension, content: await chosen.text() });
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    try {
      const result = await run.mutateAsync({ format: file.format, content: file.content, dryRun });
      setOutcome(dryRun ? { kind: 'checked', result } : { kind: 'imported', result });
      if (!dryRun) toast({ title: 'Jobs imported', description: counts(result) });
    } catch (err) {
      const details = err instanceof ApiError ? (err.details as { problems?: JobImportProblem[]; problemCount?: number } | undefined) : undefined;
      setOutcome({
        kind: 'problems',
        problems: details?.problems ?? [],
        total: details?.problemCount ?? 0,
        message: serverMessageOr(err, 'The file could not be checked. Please try again.'),
      });
    }
  };

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={consolePaths.jobs} className="text-primary underline-offset-4 hover:underline">
          Back to jobs
        </Link>
      </p>
      <ConsoleHeading
        title="Import jobs"
        lead="A CSV or JSON file with the columns of npm run jobs:import. First check it: nothing is written until you import, and then every row or none."
      />
      <div className="grid max-w-xl gap-4">
        <FormField id="import-file" label="File (.csv or .json, at most 5 MB)" error={fileError}>
          <Input type="file" accept=".csv,.json,text/csv,application/json" onChange={(e) => void choose(e)} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={!file || run.isPending} onClick={() => void send(true)}>
            {run.isPending && <Spinner />}
            Check the file
          </Button>
          <Button type="button" disabled={!file || run.isPending || outcome?.kind !== 'checked'} onClick={() => void send(false)}>
            Import
          </Button>
        </div>
      </div>
      <div id={resultId} aria-live="polite" className="mt-6">
        {outcome?.kind === 'checked' && (
          <p className="rounded-lg border p-4">
            <strong>{file?.name} is valid.</strong> Importing it will write {counts(outcome.result)}
          </p>
        )}
        {outcome?.kind === 'imported' && (
          <p className="rounded-lg border p-4">
            <strong>Imported.</strong> {counts(outcome.result)}
          </p>
        )}
        {outcome?.kind === 'problems' && (
          <div className="grid gap-3">
            <p role="alert" className="font-medium text-destructive">
              {outcome.message} {outcome.total > 0 && `${outcome.total} ${outcome.total === 1 ? 'problem' : 'problems'}; fix them and check the file again.`}
            </p>
            {outcome.problems.length > 0 && (
              <ConsoleTable label="Problems in the file">
                <thead>
                  <tr>
                    <th scope="col">Where</th>
                    <th scope="col">Field</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.problems.map((p, i) => (
                    <tr key={i}>
                      <td className="whitespace-nowrap">{p.place}</td>
                      <td>{p.field}</td>
                      <td>{p.message}</td>
                    </tr>
                  ))}
                </tbody>
              </ConsoleTable>
            )}
          </div>
        )}
      </div>
    </>
  );
}

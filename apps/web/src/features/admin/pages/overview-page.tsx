import { adminOverviewQuerySchema } from '@pathway/contracts';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatCount } from '@/lib/format';
import { useOverview } from '../api/get-overview';
import { ConsoleHeading, ListStates } from '../components/console-page-states';
import { useConsoleParams } from '../hooks/use-console-params';

const OverviewCharts = lazy(() => import('../components/overview-charts'));

export function ConsoleOverviewPage() {
  useDocumentTitle('Overview · Console');
  const { values, set } = useConsoleParams(['from', 'to'] as const);
  const range = { from: values.from || undefined, to: values.to || undefined };
  const query = useOverview(range);
  const data = query.data;
  const [from, setFrom] = useState(values.from);
  const [to, setTo] = useState(values.to);
  const [rangeError, setRangeError] = useState<string>();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminOverviewQuerySchema.safeParse({ from: from || undefined, to: to || undefined });
    if (!parsed.success) {
      setRangeError(parsed.error.issues[0]?.message);
      return;
    }
    setRangeError(undefined);
    set({ from, to });
  };

  const mails = (kind: string) => data?.mails.find((m) => m.kind === kind)?.count ?? 0;
  const figures = data
    ? [
        { label: 'Sign-ups', value: data.signups.reduce((n, d) => n + d.count, 0) },
        { label: 'Of them verified', value: data.signups.reduce((n, d) => n + d.verified, 0) },
        { label: 'Active in the last 7 days', value: data.activeUsers.weekly },
        { label: 'Active in the last 30 days', value: data.activeUsers.monthly },
        { label: 'Job views', value: data.jobViews.reduce((n, d) => n + d.count, 0) },
        { label: 'Apply Now clicks', value: data.applyClicks.reduce((n, d) => n + d.count, 0) },
        { label: 'Alert mails sent', value: mails('alert') },
        { label: 'Reminder mails sent', value: mails('reminder') },
        { label: 'Open reports (now)', value: data.openReports },
      ]
    : [];

  return (
    <>
      <ConsoleHeading title="Overview" lead={data ? `From ${data.from} to ${data.to}, days in India. Weekly and monthly activity count back from the last day.` : 'Figures over a range of days.'} />
      <form onSubmit={apply} noValidate className="mb-6 flex flex-wrap items-end gap-4" aria-label="Range">
        <FormField id="overview-from" label="From">
          <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField id="overview-to" label="To" error={rangeError}>
          <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </FormField>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </form>
      <ListStates isPending={query.isPending} error={query.error} isEmpty={false} empty="" onRetry={() => void query.refetch()}>
        <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {figures.map((f) => (
            <div key={f.label} className="rounded-xl border p-4">
              <dt className="text-sm text-muted-foreground">{f.label}</dt>
              <dd className="text-2xl font-semibold">{formatCount(f.value)}</dd>
            </div>
          ))}
        </dl>
        {data && (
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-muted-foreground">
                <Spinner /> Loading charts...
              </p>
            }
          >
            <OverviewCharts data={data} />
          </Suspense>
        )}
      </ListStates>
    </>
  );
}

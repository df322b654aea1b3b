import type { AdminOverview } from '@pathway/contracts';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees } from '@/lib/format';

/**
 * The Overview's charts. Loaded on its own (React.lazy) so the chart library reaches no page but
 * this one; each chart hides from screen readers and is followed by the same numbers as a table.
 */
export default function OverviewCharts({ data }: { data: AdminOverview }) {
  const daily = data.signups.map((s, i) => ({
    day: s.day.slice(5),
    signups: s.count,
    verified: s.verified,
    active: data.activeUsers.daily[i]?.count ?? 0,
    views: data.jobViews[i]?.count ?? 0,
    clicks: data.applyClicks[i]?.count ?? 0,
  }));
  const premium = data.premium.map((p) => ({ ...p, rupees: p.revenue / 100 }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Chart title="Sign-ups per day" rows={daily.map((d) => [d.day, d.signups, d.verified])} columns={['Day', 'Sign-ups', 'Verified']}>
        <BarChart data={daily} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="signups" name="Sign-ups" fill="var(--color-primary)" />
          <Bar dataKey="verified" name="Verified" fill="var(--color-muted-foreground)" />
        </BarChart>
      </Chart>
      <Chart title="Active users per day" rows={daily.map((d) => [d.day, d.active])} columns={['Day', 'Active users']}>
        <LineChart data={daily} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Line type="monotone" dataKey="active" name="Active users" stroke="var(--color-primary)" dot={false} />
        </LineChart>
      </Chart>
      <Chart title="Job views and Apply Now clicks per day" rows={daily.map((d) => [d.day, d.views, d.clicks])} columns={['Day', 'Job views', 'Apply clicks']}>
        <LineChart data={daily} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="views" name="Job views" stroke="var(--color-primary)" dot={false} />
          <Line type="monotone" dataKey="clicks" name="Apply clicks" stroke="var(--color-muted-foreground)" strokeDasharray="5 3" dot={false} />
        </LineChart>
      </Chart>
      <Chart title="Applications by stage" rows={data.applicationsByStage.map((s) => [s.stage, s.count])} columns={['Stage', 'Applications']}>
        <BarChart data={data.applicationsByStage} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="stage" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="count" name="Applications" fill="var(--color-primary)" />
        </BarChart>
      </Chart>
      <Chart
        title="Premium purchases and revenue per month"
        rows={premium.map((p) => [p.month, p.purchases, formatRupees(p.rupees)])}
        columns={['Month', 'Purchases', 'Revenue']}
      >
        <BarChart data={premium} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis yAxisId="count" allowDecimals={false} />
          <YAxis yAxisId="rupees" orientation="right" />
          <Tooltip />
          <Legend />
          <Bar yAxisId="count" dataKey="purchases" name="Purchases" fill="var(--color-primary)" />
          <Bar yAxisId="rupees" dataKey="rupees" name="Revenue (₹)" fill="var(--color-muted-foreground)" />
        </BarChart>
      </Chart>
    </div>
  );
}

function Chart({ title, rows, columns, children }: { title: string; rows: (string | number)[][]; columns: string[]; children: React.ReactElement }) {
  return (
    <figure className="rounded-xl border p-4">
      <figcaption className="mb-2 font-semibold">{title}</figcaption>
      <div aria-hidden="true" className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-primary">{title} as a table</summary>
        <div className="mt-2 max-h-64 overflow-auto" role="region" aria-label={`${title}, table`} tabIndex={0}>
          <table className="w-full text-left [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length}>Nothing in this range.</td>
                </tr>
              ) : (
                rows.map((r) => (
                  <tr key={String(r[0])}>
                    {r.map((cell, i) => (i === 0 ? <th key={i} scope="row" className="font-normal">{cell}</th> : <td key={i}>{cell}</td>))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

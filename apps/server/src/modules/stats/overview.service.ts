import { applicationStatuses, type AdminOverview, type AdminOverviewQuery } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { selectOverview } from './overview.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
/** Days the Overview shows when no range is asked for. */
const DEFAULT_DAYS = 30;

const indiaDay = (time: number) => new Date(time + IST_OFFSET_MS).toISOString().slice(0, 10);
/** The instant a day in India starts. */
const startOfIndiaDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** `GET /admin/overview`: figures over [from, to] (days in India, inclusive; the last 30 days by default). */
export async function overview(deps: Deps, query: AdminOverviewQuery): Promise<AdminOverview> {
  const now = deps.now().getTime();
  const to = query.to ?? indiaDay(now);
  const from = query.from ?? indiaDay(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS);
  const start = startOfIndiaDay(from);
  const end = new Date(startOfIndiaDay(to).getTime() + DAY_MS);
  const figures = await selectOverview(deps.database.db, start, end);

  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  const series = (rows: { day: string; count: number }[]) => {
    const byDay = new Map(rows.map((r) => [r.day, Number(r.count)]));
    return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
  };
  const signups = new Map(figures.signups.map((r) => [r.day, r]));
  const stages = new Map(figures.stages.map((r) => [r.stage, Number(r.count)]));
  const mails = new Map(figures.mails.map((r) => [r.kind, Number(r.count)]));
  return {
    from,
    to,
    signups: days.map((day) => ({ day, count: Number(signups.get(day)?.count ?? 0), verified: Number(signups.get(day)?.verified ?? 0) })),
    activeUsers: {
      daily: series(figures.activeDaily),
      weekly: Number(figures.activeSpans?.weekly ?? 0),
      monthly: Number(figures.activeSpans?.monthly ?? 0),
    },
    jobViews: series(figures.views),
    applyClicks: series(figures.clicks),
    applicationsByStage: applicationStatuses.map((stage) => ({ stage, count: stages.get(stage) ?? 0 })),
    premium: figures.premium.map((r) => ({ month: r.month, purchases: Number(r.purchases), revenue: Number(r.revenue) })),
    mails: ['alert', 'reminder'].map((kind) => ({ kind, count: mails.get(kind) ?? 0 })),
    openReports: figures.openReports,
  };
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activities, alertMails, applications, jobReports, jobViews, orders, refreshTokens, tasks, users } from '../../db/schema.ts';

/**
 * The console's Overview figures (docs/product/console-jobs.md#overview), read from the tables that
 * record each thing as it happened: days and months are India's (Asia/Kolkata).
 */
const dayOf = (column: unknown) => sql`to_char((${column} AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD')`;
const monthOf = (column: unknown) => sql`to_char((${column} AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM')`;

type DayRow = { day: string; count: number };

async function rows<T extends Record<string, unknown>>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}

export async function selectOverview(db: Database, start: Date, end: Date) {
  const [signups, activeDaily, activeSpans, views, clicks, stages, premium, mails, reports] = await Promise.all([
    rows<DayRow & { verified: number }>(db, sql`
      SELECT ${dayOf(users.createdAt)} AS day, count(*)::int AS count, (count(*) FILTER (WHERE ${users.emailVerifiedAt} IS NOT NULL))::int AS verified
      FROM ${users} WHERE ${users.createdAt} >= ${start} AND ${users.createdAt} < ${end} GROUP BY 1`),
    rows<DayRow>(db, sql`
      SELECT day, count(DISTINCT user_id)::int AS count FROM (${activeSql(start, end)}) a GROUP BY day`),
    rows<{ weekly: number; monthly: number }>(db, sql`
      SELECT (count(DISTINCT user_id) FILTER (WHERE at >= ${new Date(end.getTime() - 7 * 86_400_000)}))::int AS weekly,
             count(DISTINCT user_id)::int AS monthly
      FROM (${activeSql(new Date(end.getTime() - 30 * 86_400_000), end)}) a`),
    rows<DayRow>(db, sql`
      SELECT ${dayOf(jobViews.createdAt)} AS day, count(*)::int AS count FROM ${jobViews}
      WHERE ${jobViews.createdAt} >= ${start} AND ${jobViews.createdAt} < ${end} GROUP BY 1`),
    rows<DayRow>(db, sql`
      SELECT ${dayOf(applications.applyClickedAt)} AS day, count(*)::int AS count FROM ${applications}
      WHERE ${applications.applyClickedAt} >= ${start} AND ${applications.applyClickedAt} < ${end} GROUP BY 1`),
    rows<{ stage: string; count: number }>(db, sql`
      SELECT ${applications.status} AS stage, count(*)::int AS count FROM ${applications}
      WHERE ${applications.removedAt} IS NULL AND ${applications.createdAt} >= ${start} AND ${applications.createdAt} < ${end} GROUP BY 1`),
    rows<{ month: string; purchases: number; revenue: number }>(db, sql`
      SELECT ${monthOf(orders.paidAt)} AS month, count(*)::int AS purchases, sum(${orders.amount})::bigint AS revenue FROM ${orders}
      WHERE ${orders.status} = 'paid' AND ${orders.paidAt} >= ${start} AND ${orders.paidAt} < ${end} GROUP BY 1 ORDER BY 1`),
    rows<{ kind: string; count: number }>(db, sql`
      SELECT 'alert' AS kind, count(*)::int AS count FROM ${alertMails}
        WHERE ${alertMails.status} = 'sent' AND ${alertMails.sentAt} >= ${start} AND ${alertMails.sentAt} < ${end}
      UNION ALL
      SELECT 'reminder' AS kind, count(*)::int AS count FROM ${tasks}
        WHERE ${tasks.kind} = 'reminders.send' AND ${tasks.status} = 'done' AND ${tasks.finishedAt} >= ${start} AND ${tasks.finishedAt} < ${end}`),
    rows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM ${jobReports} WHERE ${jobReports.state} = 'open'`),
  ]);
  return { signups, activeDaily, activeSpans: activeSpans[0], views, clicks, stages, premium, mails, openReports: Number(reports[0]?.count ?? 0) };
}

/** Someone is active at a moment they signed in or refreshed a session, viewed a job or did something listed in their activity. */
function activeSql(start: Date, end: Date) {
  return sql`
    SELECT ${refreshTokens.userId} AS user_id, ${refreshTokens.createdAt} AS at, ${dayOf(refreshTokens.createdAt)} AS day FROM ${refreshTokens}
      WHERE ${refreshTokens.createdAt} >= ${start} AND ${refreshTokens.createdAt} < ${end}
    UNION ALL
    SELECT ${jobViews.userId}, ${jobViews.createdAt}, ${dayOf(jobViews.createdAt)} FROM ${jobViews}
      WHERE ${jobViews.createdAt} >= ${start} AND ${jobViews.createdAt} < ${end}
    UNION ALL
    SELECT ${activities.userId}, ${activities.createdAt}, ${dayOf(activities.createdAt)} FROM ${activities}
      WHERE ${activities.createdAt} >= ${start} AND ${activities.createdAt} < ${end}`;
}

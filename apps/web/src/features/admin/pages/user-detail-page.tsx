import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDate, formatDateTime, formatRupees } from '@/lib/format';
import { consolePaths } from '../console-paths';
import { useConsoleUser } from '../api/get-console-user';
import { AccountState } from '../components/account-state';
import { ConsoleTable, ListStates } from '../components/console-page-states';
import { UserActions } from '../components/user-actions';

export function ConsoleUserPage({ id }: { id: string }) {
  const query = useConsoleUser(id);
  const user = query.data;
  useDocumentTitle(user ? `${user.firstName} ${user.lastName} · Console` : 'User · Console');
  return (
    <>
      <Link to={consolePaths.users} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeftIcon aria-hidden="true" className="size-4" /> All users
      </Link>
      <ListStates isPending={query.isPending} error={query.error} isEmpty={false} empty="" onRetry={() => void query.refetch()}>
        {user && (
          <div className="grid grid-cols-1 gap-6">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <h1 className="text-2xl font-bold tracking-tight">
                  {user.firstName} {user.lastName}
                </h1>
                <p className="mt-1 break-all text-muted-foreground">{user.email}</p>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                  <AccountState disabled={user.disabledAt !== null} verified={user.emailVerified} />
                  <span>Role: {user.role}</span>
                  <span>· Joined {formatDate(user.createdAt)}</span>
                </div>
              </div>
            </div>
            <UserActions user={user} />
            <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
              <Card>
                <CardHeader>
                  <CardTitle as="h2" className="text-lg">
                    Plan
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">Plan</dt>
                    <dd>{user.subscriptionTier === 'premium' ? 'Premium' : 'Free'}</dd>
                    <dt className="text-muted-foreground">Status</dt>
                    <dd>{user.subscriptionStatus}</dd>
                    <dt className="text-muted-foreground">Premium until</dt>
                    <dd>{user.subscriptionExpiresAt ? formatDateTime(user.subscriptionExpiresAt) : '—'}</dd>
                  </dl>
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle as="h2" className="text-lg">
                    Profile
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">Phone</dt>
                    <dd>{user.profile.phone ?? '—'}</dd>
                    <dt className="text-muted-foreground">Location</dt>
                    <dd>{user.profile.location ?? '—'}</dd>
                    <dt className="text-muted-foreground">College</dt>
                    <dd>{user.profile.collegeName ?? '—'}</dd>
                    <dt className="text-muted-foreground">Course</dt>
                    <dd>{user.profile.courseName ?? '—'}</dd>
                    <dt className="text-muted-foreground">Profile</dt>
                    <dd>{user.profile.profileCompletion}% complete</dd>
                  </dl>
                </CardContent>
              </Card>
            </div>
            <section aria-labelledby="sessions-heading">
              <h2 id="sessions-heading" className="mb-2 text-lg font-semibold">
                Signed in on ({user.sessions.length})
              </h2>
              {user.sessions.length === 0 ? (
                <p className="text-sm text-muted-foreground">No live sessions.</p>
              ) : (
                <ConsoleTable label="Live sessions">
                  <thead>
                    <tr>
                      <th scope="col">Device</th>
                      <th scope="col">Place</th>
                      <th scope="col">Signed in</th>
                      <th scope="col">Last used</th>
                    </tr>
                  </thead>
                  <tbody>
                    {user.sessions.map((s) => (
                      <tr key={s.id}>
                        <td>{[s.device, s.browser, s.os].filter(Boolean).join(' · ')}</td>
                        <td>{s.place}</td>
                        <td>{formatDateTime(s.createdAt)}</td>
                        <td>{formatDateTime(s.lastUsedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </ConsoleTable>
              )}
            </section>
            <section aria-labelledby="orders-heading">
              <h2 id="orders-heading" className="mb-2 text-lg font-semibold">
                Orders ({user.orders.length})
              </h2>
              {user.orders.length === 0 ? (
                <p className="text-sm text-muted-foreground">No orders.</p>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {user.orders.map((o) => (
                    <li key={o.id}>
                      {formatDateTime(o.createdAt)} · {formatRupees(o.amount / 100)} · {o.status} · {o.providerOrderId}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="activity-heading">
              <h2 id="activity-heading" className="mb-2 text-lg font-semibold">
                Recent activity
              </h2>
              {user.activity.length === 0 ? (
                <p className="text-sm text-muted-foreground">No activity yet.</p>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {user.activity.map((a, i) => (
                    <li key={i}>
                      <time dateTime={a.time} className="text-muted-foreground">
                        {formatDateTime(a.time)}
                      </time>{' '}
                      {a.title}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </ListStates>
    </>
  );
}

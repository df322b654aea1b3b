import { userAccountStates, userRoles } from '@pathway/contracts';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDate } from '@/lib/format';
import { consoleUserPath } from '../console-paths';
import { useConsoleUsers } from '../api/get-console-users';
import { AccountState } from '../components/account-state';
import { ConsoleHeading, ConsoleTable, ListStates } from '../components/console-page-states';
import { SearchBox } from '../components/search-box';
import { useConsoleParams } from '../hooks/use-console-params';

export function ConsoleUsersPage() {
  useDocumentTitle('Users · Console');
  const { values, page, set } = useConsoleParams(['q', 'role', 'state'] as const);
  const query = useConsoleUsers({ ...values, page });
  const list = query.data;
  return (
    <>
      <ConsoleHeading title="Users" lead="Find an account by email or name, then open it to act on it." />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SearchBox key={values.q} label="Email or name" initial={values.q} onSearch={(q) => set({ q })} />
        <div className="grid gap-1.5">
          <Label htmlFor="users-role">Role</Label>
          <NativeSelect id="users-role" value={values.role} onChange={(e) => set({ role: e.target.value })}>
            <option value="">Any role</option>
            {userRoles.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="users-state">State</Label>
          <NativeSelect id="users-state" value={values.state} onChange={(e) => set({ state: e.target.value })}>
            <option value="">Any state</option>
            {userAccountStates.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <ListStates isPending={query.isPending} error={query.error} isEmpty={list?.data.length === 0} empty="No account matches." onRetry={() => void query.refetch()}>
        <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
          {list?.pagination.total} {list?.pagination.total === 1 ? 'account' : 'accounts'}
        </p>
        <ConsoleTable label="Accounts">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Plan</th>
              <th scope="col">State</th>
              <th scope="col">Joined</th>
            </tr>
          </thead>
          <tbody>
            {list?.data.map((u) => (
              <tr key={u._id}>
                <td>
                  <Link to={consoleUserPath(u._id)} className="font-medium text-primary underline-offset-4 hover:underline">
                    {u.firstName} {u.lastName}
                  </Link>
                </td>
                <td className="break-all">{u.email}</td>
                <td>{u.role}</td>
                <td>{u.subscriptionTier === 'premium' ? 'Premium' : 'Free'}</td>
                <td>
                  <AccountState disabled={u.disabledAt !== null} verified={u.emailVerified} />
                </td>
                <td>{formatDate(u.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </ConsoleTable>
        <Pagination className="mt-4" page={page} totalPages={list?.pagination.totalPages ?? 0} onPageChange={(p) => set({ page: p })} />
      </ListStates>
    </>
  );
}

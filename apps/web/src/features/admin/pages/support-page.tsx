import { contactMessageStatuses } from '@pathway/contracts';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDateTime } from '@/lib/format';
import { consoleMessagePath } from '../console-paths';
import { useMessages } from '../api/get-messages';
import { ConsoleHeading, ConsoleTable, ListStates } from '../components/console-page-states';
import { SearchBox } from '../components/search-box';
import { useConsoleParams } from '../hooks/use-console-params';

export function ConsoleSupportPage() {
  useDocumentTitle('Support · Console');
  const { values, page, set } = useConsoleParams(['status', 'q'] as const);
  // The inbox opens on what needs an answer.
  const status = values.status || 'open';
  const query = useMessages({ status: status === 'all' ? '' : status, q: values.q, page });
  const list = query.data;
  return (
    <>
      <ConsoleHeading title="Support" lead="Messages from the contact form. A reply is mailed to the sender and closes the message." />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="messages-status">Show</Label>
          <NativeSelect id="messages-status" value={status} onChange={(e) => set({ status: e.target.value === 'open' ? '' : e.target.value })}>
            {contactMessageStatuses.map((s) => (
              <option key={s} value={s}>
                {s === 'open' ? 'Open' : 'Closed'}
              </option>
            ))}
            <option value="all">All</option>
          </NativeSelect>
        </div>
        <SearchBox key={values.q} label="Sender or subject" initial={values.q} onSearch={(q) => set({ q })} />
      </div>
      <ListStates
        isPending={query.isPending}
        error={query.error}
        isEmpty={list?.data.length === 0}
        empty={status === 'open' ? 'No open messages. Everything has an answer.' : 'No messages match.'}
        onRetry={() => void query.refetch()}
      >
        <ConsoleTable label="Messages">
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">From</th>
              <th scope="col">Received</th>
              <th scope="col">Status</th>
              <th scope="col">Replies</th>
            </tr>
          </thead>
          <tbody>
            {list?.data.map((m) => (
              <tr key={m._id}>
                <td>
                  <Link to={consoleMessagePath(m._id)} className="font-medium text-primary underline-offset-4 hover:underline">
                    {m.subject}
                  </Link>
                </td>
                <td>
                  {m.name}
                  <span className="block break-all text-muted-foreground">{m.email}</span>
                </td>
                <td>{formatDateTime(m.createdAt)}</td>
                <td>{m.status === 'open' ? <Badge>Open</Badge> : <Badge variant="secondary">Closed</Badge>}</td>
                <td>{m.replyCount}</td>
              </tr>
            ))}
          </tbody>
        </ConsoleTable>
        <Pagination className="mt-4" page={page} totalPages={list?.pagination.totalPages ?? 0} onPageChange={(p) => set({ page: p })} />
      </ListStates>
    </>
  );
}

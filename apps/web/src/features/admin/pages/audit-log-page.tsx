import { auditActionLabels } from '@pathway/contracts';
import { Pagination } from '@/components/pagination';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDateTime } from '@/lib/format';
import { useAuditLog } from '../api/get-audit-log';
import { ConsoleHeading, ConsoleTable, ListStates } from '../components/console-page-states';
import { useConsoleParams } from '../hooks/use-console-params';

/** A before/after object as short `key: value` lines. */
function Fields({ value }: { value: unknown }) {
  if (value === null || typeof value !== 'object') return <span className="text-muted-foreground">—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {Object.entries(value as Record<string, unknown>).map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="break-all">{v === null ? '—' : String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ConsoleAuditLogPage() {
  useDocumentTitle('Audit log · Console');
  const { values, page, set } = useConsoleParams(['action', 'targetType', 'targetId'] as const);
  const query = useAuditLog({ ...values, page });
  const list = query.data;
  return (
    <>
      <ConsoleHeading title="Audit log" lead="Every console action: who, what, on what, before and after, why, when and from where. It cannot be edited." />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <NativeSelect id="audit-action" value={values.action} onChange={(e) => set({ action: e.target.value })}>
            <option value="">Any action</option>
            {Object.entries(auditActionLabels).map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-target-type">Target</Label>
          <NativeSelect id="audit-target-type" value={values.targetType} onChange={(e) => set({ targetType: e.target.value })}>
            <option value="">Anything</option>
            <option value="user">Users</option>
            <option value="message">Messages</option>
            <option value="order">Orders</option>
          </NativeSelect>
        </div>
        <form
          className="flex max-w-full items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            set({ targetId: String(new FormData(e.currentTarget).get('targetId') ?? '').trim() });
          }}
        >
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="audit-target-id">Target id</Label>
            <Input id="audit-target-id" name="targetId" key={values.targetId} defaultValue={values.targetId} maxLength={100} className="w-72 max-w-full font-mono text-xs" />
          </div>
          <button type="submit" className="sr-only">
            Filter by target id
          </button>
        </form>
      </div>
      <ListStates isPending={query.isPending} error={query.error} isEmpty={list?.data.length === 0} empty="No entries match." onRetry={() => void query.refetch()}>
        <ConsoleTable label="Audit log entries">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">On</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {list?.data.map((entry) => (
              <tr key={entry._id}>
                <td>
                  {formatDateTime(entry.at)}
                  {entry.ip && <span className="block text-xs text-muted-foreground">from {entry.ip}</span>}
                </td>
                <td className="break-all">{entry.actorEmail ?? (entry.actorId ? 'A deleted account' : 'The system (shell or ADMIN_EMAILS)')}</td>
                <td>{auditActionLabels[entry.action] ?? entry.action}</td>
                <td className="font-mono text-xs break-all">
                  {entry.targetType}
                  {entry.targetId && <span className="block">{entry.targetId}</span>}
                </td>
                <td>
                  <Fields value={entry.before} />
                </td>
                <td>
                  <Fields value={entry.after} />
                </td>
                <td className="whitespace-pre-wrap">{entry.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </ConsoleTable>
        <Pagination className="mt-4" page={page} totalPages={list?.pagination.totalPages ?? 0} onPageChange={(p) => set({ page: p })} />
      </ListStates>
    </>
  );
}

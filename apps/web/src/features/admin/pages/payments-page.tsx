import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDateTime, formatRupees } from '@/lib/format';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useOrders } from '../api/get-orders';
import { usePaymentEvents } from '../api/get-payment-events';
import { useReconcileOrder } from '../api/reconcile-order';
import { ConsoleHeading, ConsoleTable, ListStates } from '../components/console-page-states';
import { SearchBox } from '../components/search-box';
import { useConsoleParams } from '../hooks/use-console-params';

const OUTCOME_TEXT = {
  upgraded: 'The provider has a captured payment: the order is paid and premium is on.',
  already_paid: 'The order was already paid; nothing changed.',
  paid_by_other_payment: 'The order was paid by another payment; nothing changed.',
  not_paid: 'The provider has no captured payment for this order; nothing changed.',
} as const;

export function ConsolePaymentsPage() {
  useDocumentTitle('Payments · Console');
  const { values, page, set } = useConsoleParams(['status', 'q', 'eventsPage'] as const);
  const orders = useOrders({ status: values.status, q: values.q, page });
  const eventsPage = Math.max(1, Number(values.eventsPage) || 1);
  const events = usePaymentEvents({ q: values.q, page: eventsPage });
  const reconcile = useReconcileOrder();

  return (
    <>
      <ConsoleHeading
        title="Payments"
        lead="Orders and the provider's webhooks. An order paid at the provider that did not upgrade (a closed tab and a lost webhook) is fixed with Reconcile."
      />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SearchBox key={values.q} label="Email, order or payment id" initial={values.q} onSearch={(q) => set({ q })} />
        <div className="grid gap-1.5">
          <Label htmlFor="orders-status">Order status</Label>
          <NativeSelect id="orders-status" value={values.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">Any status</option>
            <option value="created">Created (not paid here)</option>
            <option value="paid">Paid</option>
            <option value="failed">Failed</option>
          </NativeSelect>
        </div>
      </div>
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="mb-2 text-lg font-semibold">
          Orders
        </h2>
        <ListStates isPending={orders.isPending} error={orders.error} isEmpty={orders.data?.data.length === 0} empty="No orders match." onRetry={() => void orders.refetch()}>
          <ConsoleTable label="Orders">
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">Buyer</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Order / payment</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data?.data.map((o) => (
                <tr key={o._id}>
                  <td>{formatDateTime(o.createdAt)}</td>
                  <td className="break-all">{o.userEmail}</td>
                  <td>{formatRupees(o.amount / 100)}</td>
                  <td>{o.status === 'paid' ? <Badge variant="secondary">Paid</Badge> : <Badge variant="outline">{o.status === 'created' ? 'Created' : 'Failed'}</Badge>}</td>
                  <td className="font-mono text-xs break-all">
                    {o.providerOrderId}
                    {o.paymentId && <span className="block">{o.paymentId}</span>}
                  </td>
                  <td>
                    {o.status !== 'paid' && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Reconcile order ${o.providerOrderId}`}
                        disabled={reconcile.isPending}
                        onClick={() =>
                          reconcile.mutate(o._id, {
                            onSuccess: (result) => toast({ title: result.outcome === 'upgraded' ? 'Order reconciled' : 'Nothing to reconcile', description: OUTCOME_TEXT[result.outcome] }),
                            onError: (err) => toast({ title: serverMessageOr(err, 'The provider could not be asked. Please try again.'), variant: 'destructive' }),
                          })
                        }
                      >
                        Reconcile
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ConsoleTable>
          <Pagination className="mt-4" page={page} totalPages={orders.data?.pagination.totalPages ?? 0} onPageChange={(p) => set({ page: p, eventsPage: values.eventsPage })} />
        </ListStates>
      </section>
      <section aria-labelledby="events-heading" className="mt-8">
        <h2 id="events-heading" className="mb-2 text-lg font-semibold">
          Webhook events received
        </h2>
        <ListStates isPending={events.isPending} error={events.error} isEmpty={events.data?.data.length === 0} empty="No webhook events match." onRetry={() => void events.refetch()}>
          <ConsoleTable label="Webhook events">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Event</th>
                <th scope="col">Outcome</th>
                <th scope="col">Order / payment</th>
              </tr>
            </thead>
            <tbody>
              {events.data?.data.map((e) => (
                <tr key={e._id}>
                  <td>{formatDateTime(e.createdAt)}</td>
                  <td>{e.eventType}</td>
                  <td>{e.outcome ?? '—'}</td>
                  <td className="font-mono text-xs break-all">
                    {e.providerOrderId ?? '—'}
                    {e.paymentId && <span className="block">{e.paymentId}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </ConsoleTable>
          <Pagination className="mt-4" page={eventsPage} totalPages={events.data?.pagination.totalPages ?? 0} onPageChange={(p) => set({ eventsPage: p, page })} />
        </ListStates>
      </section>
    </>
  );
}

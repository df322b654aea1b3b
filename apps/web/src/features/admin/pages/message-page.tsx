import { adminMessageReplySchema } from '@pathway/contracts';
import { ArrowLeftIcon, SendIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDateTime } from '@/lib/format';
import { consolePaths } from '../console-paths';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useMessage } from '../api/get-message';
import { useReplyToMessage } from '../api/reply-to-message';
import { useUpdateMessage } from '../api/update-message';
import { ListStates } from '../components/console-page-states';

export function ConsoleMessagePage({ id }: { id: string }) {
  const query = useMessage(id);
  const message = query.data;
  const reply = useReplyToMessage();
  const update = useUpdateMessage();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  useDocumentTitle(message ? `${message.subject} · Support` : 'Message · Support');

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = adminMessageReplySchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await reply.mutateAsync({ id, body: parsed.data.body });
      setBody('');
      toast({ title: 'Reply sent', description: 'The message is closed.' });
    } catch (err) {
      setError(serverMessageOr(err, 'The reply could not be sent. Please try again.'));
    }
  };

  return (
    <>
      <Link to={consolePaths.support} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeftIcon aria-hidden="true" className="size-4" /> Inbox
      </Link>
      <ListStates isPending={query.isPending} error={query.error} isEmpty={false} empty="" onRetry={() => void query.refetch()}>
        {message && (
          <article className="grid max-w-3xl gap-6">
            <header>
              <h1 className="text-2xl font-bold tracking-tight">{message.subject}</h1>
              <p className="mt-1 text-sm text-muted-foreground">
                From {message.name} &lt;{message.email}&gt; · {formatDateTime(message.createdAt)}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                {message.status === 'open' ? <Badge>Open</Badge> : <Badge variant="secondary">Closed</Badge>}
                <Button
                  variant="outline"
                  size="sm"
                  disabled={update.isPending}
                  onClick={() =>
                    update.mutate(
                      { id, status: message.status === 'open' ? 'closed' : 'open' },
                      { onError: (err) => toast({ title: serverMessageOr(err, 'Could not change the status.'), variant: 'destructive' }) },
                    )
                  }
                >
                  {message.status === 'open' ? 'Close without reply' : 'Reopen'}
                </Button>
              </div>
            </header>
            <p className="whitespace-pre-wrap rounded-lg border bg-muted/40 p-4">{message.message}</p>
            {message.replies.length > 0 && (
              <section aria-labelledby="replies-heading" className="grid gap-3">
                <h2 id="replies-heading" className="text-lg font-semibold">
                  Replies
                </h2>
                {message.replies.map((r) => (
                  <div key={r._id} className="rounded-lg border p-4">
                    <p className="text-sm text-muted-foreground">
                      {r.authorEmail ?? 'A former team member'} · {formatDateTime(r.createdAt)}
                    </p>
                    <p className="mt-2 whitespace-pre-wrap">{r.body}</p>
                  </div>
                ))}
              </section>
            )}
            <form onSubmit={(e) => void send(e)} noValidate aria-label="Reply" className="grid gap-3">
              <FormField id="reply-body" label={`Reply to ${message.name}`} error={error} hint={`Mailed to ${message.email}; the message is then closed.`}>
                <Textarea value={body} onChange={(e) => setBody(e.target.value)} rows={6} maxLength={5000} aria-required="true" />
              </FormField>
              <Button type="submit" className="w-fit" disabled={reply.isPending}>
                {reply.isPending ? <Spinner /> : <SendIcon aria-hidden="true" />}
                Send reply
              </Button>
            </form>
          </article>
        )}
      </ListStates>
    </>
  );
}

import type { AdminJobStatus } from '@pathway/contracts';
import { Badge } from '@/components/ui/badge';

/** A listing's status in words (never by colour alone). */
export function JobStatusBadge({ status }: { status: AdminJobStatus }) {
  if (status === 'active') return <Badge>Active</Badge>;
  if (status === 'hidden') return <Badge variant="destructive">Hidden</Badge>;
  return <Badge variant="secondary">Expired</Badge>;
}

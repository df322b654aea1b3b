import { Badge } from '@/components/ui/badge';

/** Disabled, unverified or active, as a badge. */
export function AccountState({ disabled, verified }: { disabled: boolean; verified: boolean }) {
  if (disabled) return <Badge variant="destructive">Disabled</Badge>;
  if (!verified) return <Badge variant="outline">Unverified</Badge>;
  return <Badge variant="secondary">Active</Badge>;
}

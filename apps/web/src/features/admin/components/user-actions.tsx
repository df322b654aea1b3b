import { CONSOLE_LIMITS, userRoles, type AdminUserDetail, type UserRole } from '@pathway/contracts';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/auth';
import { consolePaths } from '../console-paths';
import { toast } from '@/lib/toast';
import { useDeleteConsoleUser } from '../api/delete-console-user';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useResendVerification } from '../api/resend-verification';
import { useUpdateConsoleUser } from '../api/update-console-user';
import { ReasonDialog } from './reason-dialog';

/** What an admin can do to an account, each behind a confirmation that asks why. */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const { user: me } = useAuth();
  const self = me?._id === user._id;
  const update = useUpdateConsoleUser();
  const endSessions = useEndUserSessions();
  const resend = useResendVerification();
  const remove = useDeleteConsoleUser();
  const navigate = useNavigate();
  const [days, setDays] = useState('30');
  const [role, setRole] = useState<UserRole>(user.role);
  const daysId = useId();
  const roleId = useId();
  const name = `${user.firstName} ${user.lastName}`;

  const validDays = () => {
    const n = Number(days);
    return Number.isInteger(n) && n >= 1 && n <= CONSOLE_LIMITS.premiumDays ? undefined : `Days must be a whole number from 1 to ${CONSOLE_LIMITS.premiumDays}.`;
  };

  return (
    <div className="flex flex-wrap gap-2">
      <ReasonDialog
        trigger={<Button>Grant premium</Button>}
        title="Grant or extend premium"
        description={`Premium for ${name} from today, or from the current expiry if later.`}
        confirmLabel="Grant premium"
        extra={
          <FormField id={daysId} label="Days">
            <Input type="number" inputMode="numeric" min={1} max={CONSOLE_LIMITS.premiumDays} value={days} onChange={(e) => setDays(e.target.value)} aria-required="true" />
          </FormField>
        }
        validate={validDays}
        onConfirm={async (reason) => {
          await update.mutateAsync({ id: user._id, change: { premiumDays: Number(days), reason } });
          toast({ title: 'Premium granted', description: `${Number(days)} days for ${name}.` });
        }}
      />
      {!self &&
        (user.disabledAt ? (
          <ReasonDialog
            trigger={<Button variant="outline">Enable account</Button>}
            title="Enable this account?"
            description={`${name} will be able to sign in again.`}
            confirmLabel="Enable account"
            onConfirm={async (reason) => {
              await update.mutateAsync({ id: user._id, change: { disabled: false, reason } });
              toast({ title: 'Account enabled' });
            }}
          />
        ) : (
          <ReasonDialog
            trigger={<Button variant="outline">Disable account</Button>}
            title="Disable this account?"
            description={`${name} is signed out everywhere at once and cannot sign in until the account is enabled again.`}
            confirmLabel="Disable account"
            destructive
            onConfirm={async (reason) => {
              await update.mutateAsync({ id: user._id, change: { disabled: true, reason } });
              toast({ title: 'Account disabled' });
            }}
          />
        ))}
      {!self && (
        <ReasonDialog
          trigger={<Button variant="outline">Change role</Button>}
          title="Change the role"
          description="Moderators run support; admins also run users, payments and the audit log."
          confirmLabel="Change role"
          extra={
            <FormField id={roleId} label="Role">
              <NativeSelect value={role} onChange={(e) => setRole(e.target.value as UserRole)}>
                {userRoles.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          }
          validate={() => (role === user.role ? `This account is already ${role}.` : undefined)}
          onConfirm={async (reason) => {
            await update.mutateAsync({ id: user._id, change: { role, reason } });
            toast({ title: 'Role changed', description: `${name} is now ${role}.` });
          }}
        />
      )}
      <ReasonDialog
        trigger={<Button variant="outline">End all sessions</Button>}
        title="End every session?"
        description={`${name} is signed out on every device and has to sign in again.`}
        confirmLabel="End all sessions"
        onConfirm={async (reason) => {
          const { revoked } = await endSessions.mutateAsync({ id: user._id, reason });
          toast({ title: 'Sessions ended', description: `${revoked} ${revoked === 1 ? 'session' : 'sessions'} ended.` });
        }}
      />
      {!user.emailVerified && (
        <ReasonDialog
          trigger={<Button variant="outline">Resend verification</Button>}
          title="Send a new verification code?"
          description={`A new sign-up code goes to ${user.email}.`}
          confirmLabel="Send code"
          reasonOptional
          onConfirm={async (reason) => {
            await resend.mutateAsync({ id: user._id, ...(reason ? { reason } : {}) });
            toast({ title: 'Verification code sent' });
          }}
        />
      )}
      {!self && (
        <ReasonDialog
          trigger={<Button variant="destructive">Delete account</Button>}
          title="Delete this account and its data?"
          description={`Only on ${name}'s request. The profile, saved jobs, applications, orders and activity are erased; this cannot be undone.`}
          confirmLabel="Delete account"
          destructive
          onConfirm={async (reason) => {
            await remove.mutateAsync({ id: user._id, reason });
            toast({ title: 'Account deleted' });
            await navigate(consolePaths.users, { replace: true });
          }}
        />
      )}
    </div>
  );
}

import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/api/logout';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';

/**
 * Log out from the header or the mobile menu (docs/product/site.md#header-and-navigation): the
 * server revokes the refresh token, then the client forgets the session, goes home and says so. A
 * failed server call does not keep anyone signed in on this device.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const pending = useRef(false);
  return useCallback(async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      await logout().catch(() => {});
      signOut();
      await navigate(paths.home);
      toast({ title: 'Signed out', description: 'You have been successfully signed out.' });
    } finally {
      pending.current = false;
    }
  }, [navigate, signOut]);
}

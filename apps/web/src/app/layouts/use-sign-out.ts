import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';

/** Log out from the header or the mobile menu (SPEC §2): end the session, go home, say so. */
export function useSignOut(): () => void {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    signOut();
    void navigate(paths.home);
    toast({ title: 'Signed out', description: 'You have been successfully signed out.' });
  }, [navigate, signOut]);
}

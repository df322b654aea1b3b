import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { type ToastOptions, toast } from '@/lib/toast';

/** Says why (a toast), then leaves for `to` ('Missing Information', 'Invalid Access'). */
export function RedirectWithToast({ to, notice }: { to: string; notice: ToastOptions }) {
  const navigate = useNavigate();
  const { title, description, variant } = notice;
  useEffect(() => {
    toast({ title, description, variant });
    void navigate(to, { replace: true });
  }, [navigate, to, title, description, variant]);
  return null;
}

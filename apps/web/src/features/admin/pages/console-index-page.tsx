import { Navigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { areasFor } from '../components/console-areas';

/** /admin opens the first area the role may use. */
export function ConsoleIndexPage() {
  const { user } = useAuth();
  const first = user ? areasFor(user.role)[0] : undefined;
  return first ? <Navigate to={first.to} replace /> : null;
}

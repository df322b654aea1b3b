import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/routes';
import { MobileNav } from './mobile-nav';
import { navLinkClass } from './nav-link-classes';
import { memberNavItems, publicNavItems } from './nav-links';

// Only signed-in users see the account menu; its dropdown code stays out of every guest's first load.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

export function SiteHeader() {
  const { user, status } = useAuth();
  const items = user ? [...publicNavItems, ...memberNavItems] : publicNavItems;

  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="page-container flex h-16 items-center gap-4 md:gap-8">
        <Link
          to={paths.home}
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          {status === 'loading' ? (
            <Skeleton className="size-9 rounded-full" />
          ) : user ? (
            <Suspense fallback={<Skeleton className="size-9 rounded-full" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <Button variant="ghost" asChild>
                <Link to={paths.login}>Sign In</Link>
              </Button>
              <Button asChild>
                <Link to={paths.register}>Sign Up</Link>
              </Button>
            </>
          )}
        </div>
        <MobileNav className="ml-auto md:hidden" />
      </div>
    </header>
  );
}

import { LogOutIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { UserAvatar } from '@/components/user-avatar';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/routes';
import { navLinkClass } from './nav-link-classes';
import { type NavItem, publicNavItems } from './nav-links';
import { useSignOut } from './use-sign-out';

const homeItem: NavItem = { to: paths.home, label: 'Home' };

// The avatar menu is desktop-only, so its Profile and Settings entries live here on phones.
const memberDrawerItems: NavItem[] = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.savedJobs, label: 'Saved Jobs' },
  { to: paths.applications, label: 'Applications' },
  { to: paths.savedSearches, label: 'Saved Searches' },
  { to: paths.profile, label: 'Profile' },
  { to: paths.settings, label: 'Settings' },
];

/** Moderators and admins only (docs/product/console.md#the-console). */
const consoleItem: NavItem = { to: paths.console, label: 'Operations console' };

interface MobileNavDrawerProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The menu button, which gets the focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The drawer of the mobile menu. Loaded on first use by `MobileNav`, so the dialog
 * machinery stays out of the code every page loads first.
 */
export function MobileNavDrawer({ open, setOpen, returnFocusTo }: MobileNavDrawerProps) {
  const { user, status } = useAuth();
  const signOut = useSignOut();
  const signedIn = status === 'authenticated' && user !== null;
  const staff = signedIn && (user.role === 'moderator' || user.role === 'admin');
  const items = [homeItem, ...publicNavItems, ...(signedIn ? memberDrawerItems : []), ...(staff ? [consoleItem] : [])];

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        {signedIn && (
          <div className="flex items-center gap-3 rounded-lg bg-muted p-3">
            <UserAvatar firstName={user.firstName} lastName={user.lastName} avatar={user.avatar} />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{`${user.firstName} ${user.lastName}`.trim()}</p>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            </div>
          </div>
        )}
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  onClick={() => setOpen(false)}
                  className={(state) => navLinkClass(state, 'block text-base')}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SheetFooter>
          {signedIn ? (
            <Button
              variant="outline"
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
            >
              <LogOutIcon aria-hidden="true" />
              Sign Out
            </Button>
          ) : (
            <>
              <Button variant="outline" asChild>
                <Link to={paths.login} onClick={() => setOpen(false)}>
                  Sign In
                </Link>
              </Button>
              <Button asChild>
                <Link to={paths.register} onClick={() => setOpen(false)}>
                  Sign Up
                </Link>
              </Button>
            </>
          )}
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}


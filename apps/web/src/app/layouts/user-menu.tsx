import { BellIcon, BookmarkIcon, LogOutIcon, SettingsIcon, ShieldIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { UserAvatar } from '@/components/user-avatar';
import type { SessionUser } from '@/lib/auth';
import { paths } from '@/lib/routes';
import { useSignOut } from './use-sign-out';

export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    // Not modal: a modal menu hides the rest of the page (aria-hidden) while it is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full">
          <UserAvatar firstName={user.firstName} lastName={user.lastName} avatar={user.avatar} aria-hidden />
          <span className="sr-only">Account menu</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" portal={false}>
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate font-medium">{fullName}</span>
          <span className="block truncate text-sm text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to={paths.profile}>
              <UserIcon aria-hidden="true" />
              Profile
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.savedJobs}>
              <BookmarkIcon aria-hidden="true" />
              Saved Jobs
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.savedSearches}>
              <BellIcon aria-hidden="true" />
              Saved Searches
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.settings}>
              <SettingsIcon aria-hidden="true" />
              Settings
            </Link>
          </DropdownMenuItem>
          {(user.role === 'moderator' || user.role === 'admin') && (
            <DropdownMenuItem asChild>
              <Link to={paths.console}>
                <ShieldIcon aria-hidden="true" />
                Operations console
              </Link>
            </DropdownMenuItem>
          )}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
          <LogOutIcon aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { BriefcaseIcon, LayoutDashboardIcon, type LucideIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/routes';
import { useProfile } from '@/lib/user-api/get-profile';
import { ProfileDetails } from '../components/profile-details';
import { ProfileSkeleton } from '../components/profile-skeleton';

const topLinks: { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Jobs', to: paths.jobs, icon: BriefcaseIcon },
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboardIcon },
  { label: 'Profile', to: paths.profile, icon: UserIcon },
];

/** /profile (docs/product/profile.md#profile-page): the profile in view mode, or its edit form. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const profile = useProfile();
  return (
    <div className="page-container py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Profile</h1>
        <nav aria-label="Your pages">
          <ul className="flex flex-wrap gap-2">
            {topLinks.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  aria-current={to === paths.profile ? 'page' : undefined}
                  className="inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {profile.data ? (
        <ProfileDetails user={profile.data} />
      ) : profile.isError ? (
        <div className="rounded-xl border border-dashed p-8 text-center">
          <h2 className="text-xl font-semibold">Your profile could not be loaded</h2>
          <p className="mt-2 text-muted-foreground">Please check your connection and try again.</p>
          <Button variant="outline" className="mt-4" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  );
}

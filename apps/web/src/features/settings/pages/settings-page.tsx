import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { DataExportCard } from '../components/data-export-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { NotificationsCard } from '../components/notifications-card';
import { SessionsCard } from '../components/sessions-card';

/**
 * Settings (docs/product/profile.md#settings): password, sessions, reminder mails, the calendar
 * feed, a copy of one's data, and leaving for good.
 */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const { user } = useAuth();
  return (
    <>
      <PageHeader
        title="Settings"
        lead={
          user ? (
            <>
              {/* An address has no natural break: a long one would push a phone's page sideways. */}
              Your password, sessions, reminders and data for <span className="break-words">{user.email}</span>.
            </>
          ) : (
            'Your password, sessions, reminders and data.'
          )
        }
      />
      <div className="page-container py-10 sm:py-12">
        <div className="grid max-w-3xl gap-6">
          <ChangePasswordCard />
          <SessionsCard />
          <NotificationsCard />
          <CalendarFeedCard />
          <DataExportCard />
          <DeleteAccountCard />
        </div>
      </div>
    </>
  );
}

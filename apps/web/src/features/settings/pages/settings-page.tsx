import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { ChangePasswordCard } from '../components/change-password-card';
import { DataExportCard } from '../components/data-export-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { SessionsCard } from '../components/sessions-card';

/** Settings (docs/product/profile.md#settings): password, sessions, a copy of one's data, and leaving for good. */
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
              Your password, sessions and data for <span className="break-words">{user.email}</span>.
            </>
          ) : (
            'Your password, sessions and data.'
          )
        }
      />
      <div className="page-container py-10 sm:py-12">
        <div className="grid max-w-3xl gap-6">
          <ChangePasswordCard />
          <SessionsCard />
          <DataExportCard />
          <DeleteAccountCard />
        </div>
      </div>
    </>
  );
}

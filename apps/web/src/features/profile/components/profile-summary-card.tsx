import type { User } from '@pathway/contracts';
import { MailIcon, PencilIcon, SaveIcon } from 'lucide-react';
import { type RefObject, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { AvatarUpload } from './avatar-upload';

/**
 * The profile's top card: the avatar, name, email and completion, with Edit Profile, or Save (which
 * submits the form `formId`) and Cancel while editing.
 */
export function ProfileSummaryCard({
  user,
  editing,
  saving,
  formId,
  onEdit,
  onCancel,
  focusEditButtonRef,
}: {
  user: User;
  editing: boolean;
  saving: boolean;
  formId: string;
  onEdit: () => void;
  onCancel: () => void;
  /** Set when leaving the form: Edit Profile takes the keyboard focus once it is back. */
  focusEditButtonRef: RefObject<boolean>;
}) {
  const completionId = useId();
  const completion = user.profileCompletion;
  return (
    <Card className="p-6">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <AvatarUpload firstName={user.firstName} lastName={user.lastName} avatar={user.avatar} />
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl font-bold tracking-tight break-words">
            {`${user.firstName} ${user.lastName}`.trim()}
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-muted-foreground">
            <MailIcon aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Email: </span>
            <span className="break-all">{user.email}</span>
          </p>
          <div className="mt-4 max-w-sm">
            <div className="mb-1.5 flex justify-between text-sm">
              <span id={completionId} className="font-medium">
                Profile completion
              </span>
              <span className="text-muted-foreground">{completion}%</span>
            </div>
            <Progress value={completion} aria-labelledby={completionId} />
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:self-start">
          {editing ? (
            <>
              {/* Keyed apart from Edit Profile: reusing that node would turn the click that opened the form into a submit. */}
              <Button key="save" type="submit" form={formId} disabled={saving}>
                {saving ? <Spinner /> : <SaveIcon aria-hidden="true" />}
                {saving ? 'Saving...' : 'Save'}
              </Button>
              <Button variant="outline" onClick={onCancel} disabled={saving}>
                Cancel
              </Button>
            </>
          ) : (
            <Button
              key="edit"
              ref={(element) => {
                if (element && focusEditButtonRef.current) {
                  focusEditButtonRef.current = false;
                  element.focus();
                }
              }}
              onClick={onEdit}
            >
              <PencilIcon aria-hidden="true" />
              Edit Profile
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

import { CameraIcon } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/user-avatar';
import { logError } from '@/lib/log-error';
import { toast } from '@/lib/toast';
import { useUploadAvatar } from '../api/upload-avatar';
import { checkAvatarFile } from '../avatar-file-check';

/** What an avatar upload says (docs/product/profile.md#messages). */
export const avatarToasts = {
  success: { title: 'Success', description: 'Avatar Updated.' },
  failure: { title: 'Upload Failed', description: 'Failed to upload avatar. Please try again.', variant: 'destructive' },
} as const;

/** The profile photo with a button to upload a new one (docs/product/profile.md#avatar). */
export function AvatarUpload({
  firstName,
  lastName,
  avatar,
}: {
  firstName: string;
  lastName: string;
  avatar: string | null;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast(avatarToasts.success),
      onError: (error) => {
        logError('Could not upload the avatar', error);
        toast(avatarToasts.failure);
      },
    });
  };

  const uploading = upload.isPending;
  return (
    <div className="relative w-fit shrink-0">
      <UserAvatar
        firstName={firstName}
        lastName={lastName}
        avatar={avatar}
        className="size-24 text-2xl [&_[data-slot=avatar-fallback]]:text-2xl"
      />
      <span className="sr-only" aria-live="polite">
        {uploading ? 'Uploading profile photo…' : ''}
      </span>
      {uploading && (
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-background/70">
          <Spinner className="size-6" />
        </span>
      )}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-label="Profile photo file"
        className="sr-only"
        onChange={onChange}
      />
      <Button
        size="icon"
        variant="secondary"
        className="absolute -right-1 -bottom-1 size-9 rounded-full border-2 border-background shadow"
        onClick={() => inputRef.current?.click()}
        disabled={uploading}
        aria-label={uploading ? 'Uploading profile photo…' : 'Change profile photo'}
      >
        <CameraIcon aria-hidden="true" />
      </Button>
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@pathway/contracts';
import { BookmarkIcon, LayoutDashboardIcon, WandSparklesIcon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type QuickAction, QuickActionsCard } from '@/components/quick-actions';
import { fieldErrorsOf } from '@/lib/api-client';
import { logError } from '@/lib/log-error';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import {
  type ProfileEditForm,
  type ProfileEditFormOutput,
  profileEditFormSchema,
  toUpdateProfileRequest,
} from '../profile-edit-form';
import { formFieldOf, toProfileFormValues } from '../profile-form-values';
import { PersonalInfoCard } from './personal-info-card';
import { ProfessionalInfoCard } from './professional-info-card';
import { ProfileSummaryCard } from './profile-summary-card';

/** What saving the profile says (docs/product/profile.md#messages). */
export const profileToasts = {
  success: { title: 'Success', description: 'Profile Updated.' },
  failure: { title: 'Error', description: 'Failed to update profile. Please try again.', variant: 'destructive' },
} as const;

const FORM_ID = 'profile-form';

const quickActions: QuickAction[] = [
  { label: 'Saved Jobs', to: paths.savedJobs, icon: BookmarkIcon },
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboardIcon },
  { label: 'Profile Setup', to: paths.profileSetup, icon: WandSparklesIcon },
];

/** The loaded profile: view mode, or the edit form that saves it (PUT /users/profile). */
export function ProfileDetails({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const form = useForm<ProfileEditForm, unknown, ProfileEditFormOutput>({
    resolver: zodResolver(profileEditFormSchema),
    defaultValues: toProfileFormValues(user),
  });
  const update = useUpdateProfile();
  // Leaving the form puts the keyboard focus back on Edit Profile.
  const focusEditButtonRef = useRef(false);

  useEffect(() => {
    if (editing) form.setFocus('fullName');
  }, [editing, form]);

  const startEditing = () => {
    form.reset(toProfileFormValues(user));
    setEditing(true);
  };

  const stopEditing = () => {
    focusEditButtonRef.current = true;
    setEditing(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit((values) => {
      update.mutate(toUpdateProfileRequest(values), {
        onSuccess: () => {
          toast(profileToasts.success);
          stopEditing();
        },
        onError: (error) => {
          logError('Could not update the profile', error);
          let focused = false;
          for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
            const name = formFieldOf(field);
            if (!name) continue;
            form.setError(name, { type: 'server', message }, { shouldFocus: !focused });
            focused = true;
          }
          toast(profileToasts.failure);
        },
      });
    })(event);

  const saving = update.isPending;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <ProfileSummaryCard
          user={user}
          editing={editing}
          saving={saving}
          formId={FORM_ID}
          onEdit={startEditing}
          onCancel={stopEditing}
          focusEditButtonRef={focusEditButtonRef}
        />

        <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label="Profile" className="flex flex-col gap-6">
          <PersonalInfoCard user={user} editing={editing} form={form} />
          <ProfessionalInfoCard user={user} editing={editing} form={form} />
        </form>
      </div>

      <aside aria-labelledby="profile-quick-actions">
        <QuickActionsCard actions={quickActions} headingId="profile-quick-actions" className="lg:sticky lg:top-24" />
      </aside>
    </div>
  );
}

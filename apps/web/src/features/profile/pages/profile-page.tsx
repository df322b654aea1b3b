import { zodResolver } from '@hookform/resolvers/zod';
import {
  educationLevels,
  formatIndianMobile,
  PROFILE_TEXT_LIMITS,
  todayInIndia,
  type User,
} from '@pathway/contracts';
import {
  BookmarkIcon,
  BriefcaseIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MailIcon,
  PencilIcon,
  SaveIcon,
  UserIcon,
  WandSparklesIcon,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type QuickAction, QuickActionsCard } from '@/components/quick-actions';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { fieldClasses, Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { fieldErrorsOf } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { logError } from '@/lib/log-error';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useProfile } from '@/lib/user-api/get-profile';
import { cn } from '@/lib/utils';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarUpload } from '../components/avatar-upload';
import { type ProfileEditForm, profileEditFormSchema, toUpdateProfileRequest } from '../profile-edit-form';
import { formFieldOf, toProfileFormValues } from '../profile-form-values';

/** What saving the profile says (docs/product/profile.md#messages). */
export const profileToasts = {
  success: { title: 'Success', description: 'Profile Updated.' },
  failure: { title: 'Error', description: 'Failed to update profile. Please try again.', variant: 'destructive' },
} as const;

const FORM_ID = 'profile-form';

const topLinks: { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Jobs', to: paths.jobs, icon: BriefcaseIcon },
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboardIcon },
  { label: 'Profile', to: paths.profile, icon: UserIcon },
];

const quickActions: QuickAction[] = [
  { label: 'Saved Jobs', to: paths.savedJobs, icon: BookmarkIcon },
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboardIcon },
  { label: 'Profile Setup', to: paths.profileSetup, icon: WandSparklesIcon },
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

function ProfileSkeleton() {
  return (
    <>
      <p className="sr-only">Loading your profile</p>
      <div aria-hidden="true" className="grid gap-6">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </>
  );
}

type ProfileFormOutput = z.output<typeof profileEditFormSchema>;

function ProfileDetails({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const form = useForm<ProfileEditForm, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileEditFormSchema),
    defaultValues: toProfileFormValues(user),
  });
  const update = useUpdateProfile();
  // Leaving the form puts the keyboard focus back on Edit Profile.
  const focusEditButton = useRef(false);
  const completionId = useId();

  useEffect(() => {
    if (editing) form.setFocus('fullName');
  }, [editing, form]);

  const startEditing = () => {
    form.reset(toProfileFormValues(user));
    setEditing(true);
  };

  const stopEditing = () => {
    focusEditButton.current = true;
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
  const completion = user.profileCompletion;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-6">
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
                  <Button key="save" type="submit" form={FORM_ID} disabled={saving}>
                    {saving ? <Spinner /> : <SaveIcon aria-hidden="true" />}
                    {saving ? 'Saving...' : 'Save'}
                  </Button>
                  <Button variant="outline" onClick={stopEditing} disabled={saving}>
                    Cancel
                  </Button>
                </>
              ) : (
                <Button
                  key="edit"
                  ref={(element) => {
                    if (element && focusEditButton.current) {
                      focusEditButton.current = false;
                      element.focus();
                    }
                  }}
                  onClick={startEditing}
                >
                  <PencilIcon aria-hidden="true" />
                  Edit Profile
                </Button>
              )}
            </div>
          </div>
        </Card>

        <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label="Profile" className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-lg">
                Personal Information
              </CardTitle>
            </CardHeader>
            <CardContent>
              {editing ? (
                <div className="grid gap-5 sm:grid-cols-2">
                  <FormField id="profile-full-name" label="Full name" error={form.formState.errors.fullName?.message}>
                    <Input autoComplete="name" aria-required="true" {...form.register('fullName')} />
                  </FormField>
                  <FormField id="profile-email" label="Email" hint="Your email address cannot be changed here.">
                    <Input type="email" value={user.email} readOnly aria-readonly="true" className="bg-muted" />
                  </FormField>
                  <FormField
                    id="profile-phone"
                    label="Phone"
                    hint="A 10-digit Indian mobile number."
                    error={form.formState.errors.phone?.message}
                  >
                    <Input type="tel" autoComplete="tel-national" inputMode="tel" {...form.register('phone')} />
                  </FormField>
                  <FormField id="profile-location" label="Location" error={form.formState.errors.location?.message}>
                    <Input
                      autoComplete="address-level2"
                      maxLength={PROFILE_TEXT_LIMITS.location}
                      {...form.register('location')}
                    />
                  </FormField>
                  <FormField id="profile-dob" label="Date of birth" error={form.formState.errors.dob?.message}>
                    <Input type="date" autoComplete="bday" max={todayInIndia()} {...form.register('dob')} />
                  </FormField>
                </div>
              ) : (
                <dl className="grid gap-5 sm:grid-cols-2">
                  <Detail label="Full name">{`${user.firstName} ${user.lastName}`.trim()}</Detail>
                  <Detail label="Email">{user.email}</Detail>
                  <Detail label="Phone">{user.phone ? formatIndianMobile(user.phone) : null}</Detail>
                  <Detail label="Location">{user.location}</Detail>
                  <Detail label="Date of birth">{user.dob ? formatDate(user.dob) : null}</Detail>
                </dl>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-lg">
                Professional Information
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              {editing ? (
                <FormField id="profile-bio" label="Bio" error={form.formState.errors.bio?.message}>
                  <Textarea rows={4} maxLength={PROFILE_TEXT_LIMITS.bio} {...form.register('bio')} />
                </FormField>
              ) : (
                <dl>
                  <Detail label="Bio">{user.bio}</Detail>
                </dl>
              )}

              <div>
                <h3 className="text-sm font-medium text-muted-foreground">Skills</h3>
                {user.skills.length > 0 ? (
                  <ul aria-label="Skills" className="mt-2 flex flex-wrap gap-1.5">
                    {user.skills.map((skill) => (
                      <li key={skill}>
                        <Badge variant="secondary" className="font-normal">
                          {skill}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-muted-foreground">Not provided</p>
                )}
                <p className="mt-2 text-sm text-muted-foreground">
                  Skills are changed in{' '}
                  <Link to={paths.profileSetup} className="font-medium text-primary underline-offset-4 hover:underline">
                    profile setup
                  </Link>
                  .
                </p>
              </div>

              <div>
                <h3 className="mb-3 text-sm font-medium text-muted-foreground">Education</h3>
                {editing ? (
                  <div className="grid gap-5 sm:grid-cols-2">
                    <FormField
                      id="profile-education-level"
                      label="Education level"
                      error={form.formState.errors.educationLevel?.message}
                    >
                      <select className={cn(fieldClasses, 'h-10 py-2')} {...form.register('educationLevel')}>
                        <option value="">Not provided</option>
                        {educationLevels.map((level) => (
                          <option key={level} value={level}>
                            {level}
                          </option>
                        ))}
                      </select>
                    </FormField>
                    <FormField id="profile-college" label="College" error={form.formState.errors.collegeName?.message}>
                      <Input maxLength={PROFILE_TEXT_LIMITS.collegeName} {...form.register('collegeName')} />
                    </FormField>
                    <FormField id="profile-course" label="Course" error={form.formState.errors.courseName?.message}>
                      <Input maxLength={PROFILE_TEXT_LIMITS.courseName} {...form.register('courseName')} />
                    </FormField>
                    <FormField
                      id="profile-graduation-year"
                      label="Graduation year"
                      error={form.formState.errors.graduationYear?.message}
                    >
                      <Input type="number" inputMode="numeric" min={1950} max={2030} step={1} {...form.register('graduationYear')} />
                    </FormField>
                    <FormField id="profile-cgpa" label="CGPA" hint="0 to 10" error={form.formState.errors.cgpa?.message}>
                      <Input type="number" inputMode="decimal" min={0} max={10} step={0.01} {...form.register('cgpa')} />
                    </FormField>
                  </div>
                ) : (
                  <dl className="grid gap-5 sm:grid-cols-2">
                    <Detail label="Education level">{user.educationLevel}</Detail>
                    <Detail label="College">{user.collegeName}</Detail>
                    <Detail label="Course">{user.courseName}</Detail>
                    <Detail label="Graduation year">{user.graduationYear}</Detail>
                    <Detail label="CGPA">{user.cgpa}</Detail>
                  </dl>
                )}
              </div>
            </CardContent>
          </Card>
        </form>
      </div>

      <aside aria-labelledby="profile-quick-actions">
        <QuickActionsCard actions={quickActions} headingId="profile-quick-actions" className="lg:sticky lg:top-24" />
      </aside>
    </div>
  );
}

/** One label and value of the view mode; a blank value reads 'Not provided'. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className={cn('mt-1 break-words whitespace-pre-line', empty && 'text-muted-foreground')}>
        {empty ? 'Not provided' : children}
      </dd>
    </div>
  );
}

import { formatIndianMobile, todayInIndia, PROFILE_TEXT_LIMITS, type User } from '@pathway/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatDate } from '@/lib/format';
import type { ProfileFormHandle } from '../profile-edit-form';
import { ProfileValue } from './profile-value';

/** Name, email, phone, location and date of birth: as text, or as fields of the edit form. */
export function PersonalInfoCard({ user, editing, form }: { user: User; editing: boolean; form: ProfileFormHandle }) {
  return (
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
            <ProfileValue label="Full name">{`${user.firstName} ${user.lastName}`.trim()}</ProfileValue>
            <ProfileValue label="Email">{user.email}</ProfileValue>
            <ProfileValue label="Phone">{user.phone ? formatIndianMobile(user.phone) : null}</ProfileValue>
            <ProfileValue label="Location">{user.location}</ProfileValue>
            <ProfileValue label="Date of birth">{user.dob ? formatDate(user.dob) : null}</ProfileValue>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

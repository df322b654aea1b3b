import { educationLevels, PROFILE_TEXT_LIMITS, type User } from '@pathway/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { fieldClasses, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/lib/routes';
import { cn } from '@/lib/utils';
import type { ProfileFormHandle } from '../profile-edit-form';
import { ProfileValue } from './profile-value';

/** Bio, skills (changed in profile setup) and education: as text, or as fields of the edit form. */
export function ProfessionalInfoCard({ user, editing, form }: { user: User; editing: boolean; form: ProfileFormHandle }) {
  return (
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
            <ProfileValue label="Bio">{user.bio}</ProfileValue>
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
              <ProfileValue label="Education level">{user.educationLevel}</ProfileValue>
              <ProfileValue label="College">{user.collegeName}</ProfileValue>
              <ProfileValue label="Course">{user.courseName}</ProfileValue>
              <ProfileValue label="Graduation year">{user.graduationYear}</ProfileValue>
              <ProfileValue label="CGPA">{user.cgpa}</ProfileValue>
            </dl>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

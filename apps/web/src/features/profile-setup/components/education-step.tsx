import {
  CGPA_MAX,
  CGPA_MIN,
  CGPA_STEP,
  educationLevels,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  PROFILE_TEXT_LIMITS,
} from '@pathway/contracts';
import { FormField } from '@/components/ui/form-field';
import { fieldClasses, Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useWizardForm } from '../wizard-form';

export function EducationStep() {
  const {
    register,
    formState: { errors },
  } = useWizardForm();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="setup-education-level" label="Education level" error={errors.educationLevel?.message}>
        <select className={cn(fieldClasses, 'h-10 py-2')} {...register('educationLevel')}>
          <option value="">Select your education level</option>
          {educationLevels.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="setup-college" label="College or school" error={errors.collegeName?.message}>
        <Input autoComplete="organization" maxLength={PROFILE_TEXT_LIMITS.collegeName} {...register('collegeName')} />
      </FormField>
      <FormField id="setup-course" label="Course" hint="e.g. B.Tech Computer Science" error={errors.courseName?.message}>
        <Input maxLength={PROFILE_TEXT_LIMITS.courseName} {...register('courseName')} />
      </FormField>
      <FormField
        id="setup-graduation-year"
        label="Graduation year"
        hint={`${GRADUATION_YEAR_MIN} to ${GRADUATION_YEAR_MAX}`}
        error={errors.graduationYear?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={GRADUATION_YEAR_MIN}
          max={GRADUATION_YEAR_MAX}
          step={1}
          {...register('graduationYear')}
        />
      </FormField>
      <FormField id="setup-cgpa" label="CGPA" hint={`${CGPA_MIN} to ${CGPA_MAX}, e.g. 8.25`} error={errors.cgpa?.message}>
        <Input type="number" inputMode="decimal" min={CGPA_MIN} max={CGPA_MAX} step={CGPA_STEP} {...register('cgpa')} />
      </FormField>
    </div>
  );
}

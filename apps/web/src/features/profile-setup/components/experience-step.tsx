import { PROFILE_LIST_LIMITS, PROFILE_TEXT_LIMITS } from '@pathway/contracts';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useWizardForm } from '../wizard-form';
import { emptyExperience } from '../wizard-values';

export function ExperienceStep() {
  const {
    control,
    register,
    formState: { errors },
  } = useWizardForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'experiences' });
  const full = fields.length >= PROFILE_LIST_LIMITS.experiences;
  return (
    <div className="grid gap-5">
      {fields.length === 0 && (
        <p className="text-muted-foreground">
          Add internships, part-time work, freelancing or volunteering. No experience yet? That is fine: continue.
        </p>
      )}
      {fields.map((field, index) => {
        const itemErrors = errors.experiences?.[index];
        const n = index + 1;
        return (
          <fieldset key={field.id} className="grid gap-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">Experience {n}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id={`setup-experience-${n}-company`} label="Company (required)" error={itemErrors?.company?.message}>
                <Input
                  maxLength={PROFILE_TEXT_LIMITS.company}
                  aria-required="true"
                  {...register(`experiences.${index}.company`)}
                />
              </FormField>
              <FormField id={`setup-experience-${n}-role`} label="Role (required)" error={itemErrors?.role?.message}>
                <Input maxLength={PROFILE_TEXT_LIMITS.role} aria-required="true" {...register(`experiences.${index}.role`)} />
              </FormField>
              <FormField
                id={`setup-experience-${n}-duration`}
                label="Duration (required)"
                hint="e.g. Jun 2025 – Aug 2025, or 3 months"
                error={itemErrors?.duration?.message}
              >
                <Input
                  maxLength={PROFILE_TEXT_LIMITS.duration}
                  aria-required="true"
                  {...register(`experiences.${index}.duration`)}
                />
              </FormField>
            </div>
            <FormField
              id={`setup-experience-${n}-description`}
              label="What you did"
              error={itemErrors?.description?.message}
            >
              <Textarea
                rows={3}
                maxLength={PROFILE_TEXT_LIMITS.experienceDescription}
                {...register(`experiences.${index}.description`)}
              />
            </FormField>
            <Button variant="ghost" className="justify-self-start text-destructive" onClick={() => remove(index)}>
              <Trash2Icon aria-hidden="true" />
              Remove experience {n}
            </Button>
          </fieldset>
        );
      })}
      {(errors.experiences?.message ?? errors.experiences?.root?.message) && (
        <p className="text-sm font-medium text-destructive">{errors.experiences?.message ?? errors.experiences?.root?.message}</p>
      )}
      <Button variant="outline" className="justify-self-start" onClick={() => append(emptyExperience())} disabled={full}>
        <PlusIcon aria-hidden="true" />
        {fields.length === 0 ? 'Add experience' : 'Add another experience'}
      </Button>
    </div>
  );
}

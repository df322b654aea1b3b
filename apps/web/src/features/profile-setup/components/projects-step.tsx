import { PROFILE_LIST_LIMITS, PROFILE_TEXT_LIMITS } from '@pathway/contracts';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useWizardForm } from '../wizard-form';
import { emptyProject } from '../wizard-values';

export function ProjectsStep() {
  const {
    control,
    register,
    formState: { errors },
  } = useWizardForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'projects' });
  const full = fields.length >= PROFILE_LIST_LIMITS.projects;
  return (
    <div className="grid gap-5">
      {fields.length === 0 && (
        <p className="text-muted-foreground">
          College projects, hackathons and side projects all count. None yet? Continue to the next step.
        </p>
      )}
      {fields.map((field, index) => {
        const itemErrors = errors.projects?.[index];
        const n = index + 1;
        return (
          <fieldset key={field.id} className="grid gap-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">Project {n}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id={`setup-project-${n}-name`} label="Project name (required)" error={itemErrors?.projectName?.message}>
                <Input
                  maxLength={PROFILE_TEXT_LIMITS.projectName}
                  aria-required="true"
                  {...register(`projects.${index}.projectName`)}
                />
              </FormField>
              <FormField
                id={`setup-project-${n}-link`}
                label="Link"
                hint="https://…"
                error={itemErrors?.link?.message}
              >
                <Input type="url" inputMode="url" {...register(`projects.${index}.link`)} />
              </FormField>
            </div>
            <FormField id={`setup-project-${n}-description`} label="Description" error={itemErrors?.description?.message}>
              <Textarea
                rows={3}
                maxLength={PROFILE_TEXT_LIMITS.projectDescription}
                {...register(`projects.${index}.description`)}
              />
            </FormField>
            <Button variant="ghost" className="justify-self-start text-destructive" onClick={() => remove(index)}>
              <Trash2Icon aria-hidden="true" />
              Remove project {n}
            </Button>
          </fieldset>
        );
      })}
      {(errors.projects?.message ?? errors.projects?.root?.message) && (
        <p className="text-sm font-medium text-destructive">{errors.projects?.message ?? errors.projects?.root?.message}</p>
      )}
      <Button variant="outline" className="justify-self-start" onClick={() => append(emptyProject())} disabled={full}>
        <PlusIcon aria-hidden="true" />
        {fields.length === 0 ? 'Add project' : 'Add another project'}
      </Button>
    </div>
  );
}

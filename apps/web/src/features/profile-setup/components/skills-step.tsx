import { PROFILE_LIST_LIMITS, PROFILE_TEXT_LIMITS } from '@pathway/contracts';
import { useController, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useWizardForm } from '../wizard-form';
import { ChipInput } from './chip-input';

export function SkillsStep() {
  const { control, register, formState } = useWizardForm();
  const skills = useController({ control, name: 'skills' });
  const bioLength = useWatch({ control, name: 'bio' }).length;
  return (
    <div className="grid gap-6">
      <ChipInput
        id="setup-skills"
        label="Skills (at least one)"
        hint="Press Enter or Add after each skill, e.g. React, SQL, Communication."
        error={skills.fieldState.error?.message}
        values={skills.field.value}
        onChange={skills.field.onChange}
        fieldRef={skills.field.ref}
        placeholder="Add a skill"
        max={PROFILE_LIST_LIMITS.skills}
        maxLength={PROFILE_TEXT_LIMITS.skill}
      />
      <FormField
        id="setup-bio"
        label="Bio"
        hint={`Tell employers about yourself. ${bioLength} of ${PROFILE_TEXT_LIMITS.bio} characters.`}
        error={formState.errors.bio?.message}
      >
        <Textarea rows={5} maxLength={PROFILE_TEXT_LIMITS.bio} {...register('bio')} />
      </FormField>
    </div>
  );
}

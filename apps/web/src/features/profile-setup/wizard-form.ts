import type { SetupProfileRequest } from '@pathway/contracts';
import { useFormContext, useFormState } from 'react-hook-form';
import type { WizardValues } from './wizard-values';

/**
 * The wizard's one form, shared by its steps. Each step subscribes to the form state itself, so
 * errors set while it was not on screen (the server's, after the Review step) show when it mounts.
 */
export function useWizardForm() {
  const form = useFormContext<WizardValues, unknown, SetupProfileRequest>();
  const formState = useFormState({ control: form.control });
  return { ...form, formState };
}

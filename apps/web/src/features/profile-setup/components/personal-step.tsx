import { NAME_MAX_LENGTH, PROFILE_TEXT_LIMITS, todayInIndia } from '@pathway/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useWizardForm } from '../wizard-form';

export function PersonalStep() {
  const {
    register,
    formState: { errors },
  } = useWizardForm();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="setup-first-name" label="First name (required)" error={errors.firstName?.message}>
        <Input autoComplete="given-name" maxLength={NAME_MAX_LENGTH} aria-required="true" {...register('firstName')} />
      </FormField>
      <FormField id="setup-last-name" label="Last name (required)" error={errors.lastName?.message}>
        <Input autoComplete="family-name" maxLength={NAME_MAX_LENGTH} aria-required="true" {...register('lastName')} />
      </FormField>
      <FormField
        id="setup-phone"
        label="Phone"
        hint="A 10-digit Indian mobile number, e.g. 98765 43210."
        error={errors.phone?.message}
      >
        <Input type="tel" autoComplete="tel-national" inputMode="tel" {...register('phone')} />
      </FormField>
      <FormField id="setup-location" label="Location" hint="Your city, e.g. Pune." error={errors.location?.message}>
        <Input autoComplete="address-level2" maxLength={PROFILE_TEXT_LIMITS.location} {...register('location')} />
      </FormField>
      <FormField id="setup-dob" label="Date of birth" error={errors.dob?.message}>
        <Input type="date" autoComplete="bday" max={todayInIndia()} {...register('dob')} />
      </FormField>
    </div>
  );
}

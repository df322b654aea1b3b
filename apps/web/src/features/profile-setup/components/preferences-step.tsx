import { listKey, PROFILE_LIST_LIMITS, PROFILE_TEXT_LIMITS, preferredDomains, preferredJobTypes } from '@pathway/contracts';
import { CheckIcon } from 'lucide-react';
import { useController } from 'react-hook-form';
import { cn } from '@/lib/utils';
import { useWizardForm } from '../wizard-form';
import { ChipInput } from './chip-input';

const standardDomain = (value: string) => preferredDomains.find((domain) => listKey(domain) === listKey(value));

/** A checkbox drawn as a pill; the real input stays in the page for keyboards and screen readers. */
function PillCheckbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label
      className={cn(
        'relative inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background hover:bg-accent',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="absolute inset-0 cursor-pointer opacity-0"
      />
      {checked && <CheckIcon aria-hidden="true" className="size-3.5" />}
      {label}
    </label>
  );
}

export function PreferencesStep() {
  const { control } = useWizardForm();
  const types = useController({ control, name: 'prefferedJobTypes' });
  const locations = useController({ control, name: 'prefferedJobLocations' });
  const domains = useController({ control, name: 'prefferedDomains' });

  const toggle = (list: string[], value: string, on: boolean) =>
    on ? [...list.filter((v) => listKey(v) !== listKey(value)), value] : list.filter((v) => listKey(v) !== listKey(value));

  const chosenDomains: string[] = domains.field.value;
  const customDomains = chosenDomains.filter((domain) => !standardDomain(domain));
  const setCustomDomains = (custom: string[]) =>
    domains.field.onChange([...chosenDomains.filter((domain) => standardDomain(domain)), ...custom]);

  return (
    <div className="grid gap-8">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">Preferred job types</legend>
        <div className="flex flex-wrap gap-2">
          {preferredJobTypes.map((type) => (
            <PillCheckbox
              key={type}
              label={type}
              checked={types.field.value.includes(type)}
              onChange={(on) => types.field.onChange(toggle(types.field.value, type, on))}
            />
          ))}
        </div>
        {types.fieldState.error?.message && (
          <p className="text-sm font-medium text-destructive">{types.fieldState.error.message}</p>
        )}
      </fieldset>

      <ChipInput
        id="setup-locations"
        label="Preferred locations"
        hint="Cities you would work in, or Remote."
        error={locations.fieldState.error?.message}
        values={locations.field.value}
        onChange={locations.field.onChange}
        fieldRef={locations.field.ref}
        placeholder="e.g. Bengaluru"
        max={PROFILE_LIST_LIMITS.preferredJobLocations}
        maxLength={PROFILE_TEXT_LIMITS.preferredLocation}
      />

      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">Preferred domains</legend>
        <div className="flex flex-wrap gap-2">
          {preferredDomains.map((domain) => (
            <PillCheckbox
              key={domain}
              label={domain}
              checked={chosenDomains.some((d) => listKey(d) === listKey(domain))}
              onChange={(on) => domains.field.onChange(toggle(chosenDomains, domain, on))}
            />
          ))}
        </div>
        <ChipInput
          id="setup-custom-domains"
          label="Other domains"
          hint="Anything not in the list, e.g. Climate Tech."
          error={domains.fieldState.error?.message}
          values={customDomains}
          onChange={setCustomDomains}
          fieldRef={domains.field.ref}
          placeholder="Add a domain"
          max={Math.max(0, PROFILE_LIST_LIMITS.preferredDomains - (chosenDomains.length - customDomains.length))}
          maxLength={PROFILE_TEXT_LIMITS.preferredDomain}
          redirect={(value) => {
            const domain = standardDomain(value);
            if (!domain) return false;
            if (!chosenDomains.includes(domain)) domains.field.onChange(toggle(chosenDomains, domain, true));
            return true;
          }}
        />
      </fieldset>
    </div>
  );
}

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useWizardForm } from '../wizard-form';

const links = [
  { name: 'linkedInProfile', label: 'LinkedIn profile', placeholder: 'https://www.linkedin.com/in/your-name' },
  { name: 'githubProfile', label: 'GitHub profile', placeholder: 'https://github.com/your-name' },
  { name: 'website', label: 'Website or portfolio', placeholder: 'https://your-site.in' },
  { name: 'resume', label: 'Resume link', placeholder: 'https://drive.google.com/…' },
] as const;

export function SocialLinksStep() {
  const {
    register,
    formState: { errors },
  } = useWizardForm();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {links.map(({ name, label, placeholder }) => (
        <FormField key={name} id={`setup-${name}`} label={label} error={errors[name]?.message}>
          <Input type="url" inputMode="url" autoComplete="url" placeholder={placeholder} {...register(name)} />
        </FormField>
      ))}
      <p className="text-sm text-muted-foreground sm:col-span-2">All links are optional and must start with http:// or https://.</p>
    </div>
  );
}

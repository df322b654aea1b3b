import { passwordStrength, passwordStrengthChecks, passwordStrengthLabels } from '@pathway/contracts';
import { PasswordChecklist } from '@/components/password-checklist';
import { cn } from '@/lib/utils';

const barColours = ['bg-destructive', 'bg-destructive', 'bg-amber-600', 'bg-success', 'bg-success'] as const;

const checks = passwordStrengthChecks.map(({ id, label, test }) => ({ id, text: label, test }));

/**
 * The advisory strength meter (docs/product/accounts.md#emails-and-passwords): five checks (length,
 * upper, lower, digit, special), five bars, and the label Very Weak, Weak, Fair, Good or Strong,
 * announced politely when it changes.
 */
export function PasswordStrengthMeter({ id, password }: { id?: string; password: string }) {
  const { score, label } = passwordStrength(password);
  const level = passwordStrengthLabels.indexOf(label);
  return (
    <div id={id} className="grid gap-2">
      <div className="flex items-center gap-3">
        <div aria-hidden="true" className="grid flex-1 grid-cols-5 gap-1">
          {passwordStrengthChecks.map((check, index) => (
            <span
              key={check.id}
              data-filled={password.length > 0 && index < score}
              className={cn('h-1.5 rounded-full', password.length > 0 && index < score ? barColours[level] : 'bg-muted')}
            />
          ))}
        </div>
        <p aria-live="polite" className="min-w-24 text-right text-sm font-medium">
          {password.length > 0 ? (
            <>
              <span aria-hidden="true">{label}</span>
              <span className="sr-only">{`Password strength: ${label}`}</span>
            </>
          ) : null}
        </p>
      </div>
      <PasswordChecklist password={password} checks={checks} label="A strong password has" />
    </div>
  );
}

import { profileSetupSteps } from '@pathway/contracts';
import { PencilIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useWizardForm } from '../wizard-form';
import type { WizardValues } from '../wizard-values';

function Row({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={cn('break-words whitespace-pre-line', empty && 'text-muted-foreground')}>{empty ? 'Not provided' : value}</dd>
    </div>
  );
}

function Chips({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary" className="font-normal whitespace-normal">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function Section({ step, onEdit, children }: { step: number; onEdit: (step: number) => void; children: ReactNode }) {
  const title = profileSetupSteps[step];
  return (
    <section aria-labelledby={`review-${step}`} className="rounded-lg border p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={`review-${step}`} className="font-semibold">
          {title}
        </h3>
        <Button variant="ghost" size="sm" onClick={() => onEdit(step)} aria-label={`Edit ${title}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      </div>
      {children}
    </section>
  );
}

/** The last step shows everything before it is sent. */
export function ReviewStep({ onEdit }: { onEdit: (step: number) => void }) {
  const values = useWatch({ control: useWizardForm().control }) as WizardValues;
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">Check your details, then complete the setup. You can change them later.</p>
      <Section step={0} onEdit={onEdit}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Row label="Name" value={`${values.firstName} ${values.lastName}`.trim()} />
          <Row label="Phone" value={values.phone.trim()} />
          <Row label="Location" value={values.location.trim()} />
          <Row label="Date of birth" value={values.dob ? formatDate(values.dob) : ''} />
        </dl>
      </Section>
      <Section step={1} onEdit={onEdit}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Row label="Education level" value={values.educationLevel} />
          <Row label="College or school" value={values.collegeName.trim()} />
          <Row label="Course" value={values.courseName.trim()} />
          <Row label="Graduation year" value={values.graduationYear} />
          <Row label="CGPA" value={values.cgpa} />
        </dl>
      </Section>
      <Section step={2} onEdit={onEdit}>
        <dl className="grid gap-3">
          <Row label="Skills" value={values.skills.length ? <Chips items={values.skills} /> : ''} />
          <Row label="Bio" value={values.bio.trim()} />
        </dl>
      </Section>
      <Section step={3} onEdit={onEdit}>
        {values.experiences.length === 0 ? (
          <p className="text-muted-foreground">No experience added.</p>
        ) : (
          <ul className="grid gap-3">
            {values.experiences.map((e, i) => (
              <li key={i}>
                <p className="font-medium break-words">
                  {e.role} at {e.company}
                </p>
                <p className="text-sm text-muted-foreground">{e.duration}</p>
                {e.description.trim() && <p className="mt-1 text-sm break-words whitespace-pre-line">{e.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section step={4} onEdit={onEdit}>
        {values.projects.length === 0 ? (
          <p className="text-muted-foreground">No projects added.</p>
        ) : (
          <ul className="grid gap-3">
            {values.projects.map((p, i) => (
              <li key={i}>
                <p className="font-medium break-words">{p.projectName}</p>
                {p.link.trim() && <p className="text-sm break-all text-muted-foreground">{p.link}</p>}
                {p.description.trim() && <p className="mt-1 text-sm break-words whitespace-pre-line">{p.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section step={5} onEdit={onEdit}>
        <dl className="grid gap-3">
          <Row label="Job types" value={values.prefferedJobTypes.length ? <Chips items={values.prefferedJobTypes} /> : ''} />
          <Row
            label="Locations"
            value={values.prefferedJobLocations.length ? <Chips items={values.prefferedJobLocations} /> : ''}
          />
          <Row label="Domains" value={values.prefferedDomains.length ? <Chips items={values.prefferedDomains} /> : ''} />
        </dl>
      </Section>
      <Section step={6} onEdit={onEdit}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Row label="LinkedIn" value={values.linkedInProfile.trim()} />
          <Row label="GitHub" value={values.githubProfile.trim()} />
          <Row label="Website" value={values.website.trim()} />
          <Row label="Resume" value={values.resume.trim()} />
        </dl>
      </Section>
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { SetupProfileRequest, User } from '@pathway/contracts';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from 'lucide-react';
import { type ComponentType, type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-core';
import { logError } from '@/lib/log-error';
import { paths } from '@/lib/routes';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useProfile } from '@/lib/user-api/get-profile';
import { cn } from '@/lib/utils';
import { useSetupProfile } from '../api/setup-profile';
import { EducationStep } from '../components/education-step';
import { ExperienceStep } from '../components/experience-step';
import { PersonalStep } from '../components/personal-step';
import { PreferencesStep } from '../components/preferences-step';
import { ProjectsStep } from '../components/projects-step';
import { ReviewStep } from '../components/review-step';
import { SkillsStep } from '../components/skills-step';
import { SocialLinksStep } from '../components/social-links-step';
import { clearDraft, clearDrafts, loadDraft, saveDraft } from '../wizard-draft';
import { profileSetupStepSchemas } from '../wizard-steps';
import { LAST_STEP, STEP_COUNT, stepOfField, type WizardValues, wizardValuesFrom } from '../wizard-values';

/** What completing the setup says (docs/product/profile.md#messages). */
export const setupToasts = {
  success: { title: 'Success', description: 'Your profile has been set up successfully.' },
  failureFallback: 'Failed to create profile.',
} as const;

/** Each step's Continue checks that step's contract schema; the Review step checks them all. */
const stepResolvers = profileSetupStepSchemas.map(
  ({ schema }) => zodResolver(schema) as unknown as Resolver<WizardValues, unknown, SetupProfileRequest>,
);

const stepBodies: ComponentType[] = [
  PersonalStep,
  EducationStep,
  SkillsStep,
  ExperienceStep,
  ProjectsStep,
  PreferencesStep,
  SocialLinksStep,
];

/** The first step (in order) holding one of these errors. */
function firstStepWithError(errors: FieldErrors<WizardValues> | Record<string, unknown>): number | null {
  const steps = Object.keys(errors)
    .map(stepOfField)
    .filter((step): step is number => step !== null);
  return steps.length > 0 ? Math.min(...steps) : null;
}

/** /profile-setup (docs/product/profile.md#setup-wizard): the 8-step wizard. */
export function ProfileSetupPage() {
  useDocumentTitle('Profile Setup');
  const profile = useProfile();
  return (
    <div className="page-container max-w-3xl py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Profile Setup</h1>
      <p className="mt-2 text-muted-foreground">
        A complete profile helps you find the right jobs and internships. It takes about five minutes.
      </p>
      {profile.data ? (
        // A new user (another account in this tab) starts a new wizard.
        <Wizard key={profile.data._id ?? profile.data.email} user={profile.data} />
      ) : (
        <div aria-hidden="true" className="mt-8 grid gap-4">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-80 w-full rounded-xl" />
        </div>
      )}
    </div>
  );
}

function Wizard({ user }: { user: User }) {
  const owner = user._id ?? user.email;
  const [initial] = useState(() => {
    const fallback = wizardValuesFrom(user);
    return loadDraft(owner, fallback) ?? { step: 0, values: fallback };
  });
  const [step, setStep] = useState(initial.step);
  const form = useForm<WizardValues, unknown, SetupProfileRequest>({
    defaultValues: initial.values,
    resolver: stepResolvers[step],
  });
  const setup = useSetupProfile();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const done = useRef(false);

  // Another account's draft left in this tab is dropped.
  useEffect(() => clearDrafts(owner), [owner]);

  // Progress survives a reload: every change and every step is kept.
  useEffect(() => {
    const save = () => {
      if (!done.current) saveDraft(owner, { step, values: form.getValues() });
    };
    save();
    return form.subscribe({ formState: { values: true }, callback: save });
  }, [form, owner, step]);

  // A new step is announced by moving the focus to its heading (not on the first render), with the
  // step counter back in view above it.
  useEffect(() => {
    if (!moved.current) return;
    progressRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(Math.min(Math.max(0, next), LAST_STEP));
  };

  const submit = (values: SetupProfileRequest) => {
    setup.mutate(values, {
      onSuccess: () => {
        done.current = true;
        clearDraft(owner);
        toast(setupToasts.success);
        void navigate(paths.dashboard);
      },
      onError: (error) => {
        logError('Could not set up the profile', error);
        toast({ title: 'Error', description: serverMessageOr(error, setupToasts.failureFallback), variant: 'destructive' });
        if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && error.details) {
          const details = Object.entries(error.details).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
          for (const [field, message] of details) form.setError(field as keyof WizardValues, { type: 'server', message });
          const target = firstStepWithError(Object.fromEntries(details));
          if (target !== null) goTo(target);
        }
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      (values) => {
        if (step < LAST_STEP) goTo(step + 1);
        else submit(values);
      },
      (errors) => {
        // On the Review step a problem belongs to an earlier step: go there to fix it.
        if (step !== LAST_STEP) return;
        const target = firstStepWithError(errors);
        if (target !== null) goTo(target);
      },
    )(event);

  const title = profileSetupStepSchemas[step]!.title;
  const percent = Math.round(((step + 1) / STEP_COUNT) * 100);
  const Body = stepBodies[step];
  const submitting = setup.isPending;

  return (
    <FormProvider {...form}>
      <div ref={progressRef} id="setup-progress" className="mt-8">
        <div className="mb-2 flex items-baseline justify-between gap-4 text-sm">
          <p className="font-medium">
            Step {step + 1} of {STEP_COUNT}
          </p>
          <p className="text-muted-foreground">{percent}% complete</p>
        </div>
        <Progress
          value={percent}
          aria-label="Profile setup progress"
          aria-valuetext={`Step ${step + 1} of ${STEP_COUNT}: ${title}`}
        />
        <ol aria-label="Steps" className="mt-4 hidden grid-cols-8 gap-2 text-center text-xs md:grid">
          {profileSetupStepSchemas.map((s, index) => (
            <li
              key={s.title}
              aria-current={index === step ? 'step' : undefined}
              className={cn(
                'flex flex-col items-center gap-1',
                index === step ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 items-center justify-center rounded-full border text-xs',
                  index < step && 'border-primary bg-primary text-primary-foreground',
                  index === step && 'border-primary text-primary',
                )}
              >
                {index < step ? <CheckIcon className="size-3.5" /> : index + 1}
              </span>
              <span>
                {s.title}
                {index < step && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          ))}
        </ol>
      </div>

      <Card className="mt-6 p-5 sm:p-8">
        <form onSubmit={onSubmit} noValidate aria-labelledby="setup-step-title">
          <h2
            id="setup-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="mb-6 text-xl font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {title}
          </h2>
          {Body ? <Body /> : <ReviewStep onEdit={goTo} />}
          <div className="mt-8 flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 0 || submitting}>
              <ArrowLeftIcon aria-hidden="true" />
              Previous
            </Button>
            {step < LAST_STEP ? (
              <Button key="continue" type="submit">
                Continue
                <ArrowRightIcon aria-hidden="true" />
              </Button>
            ) : (
              <Button key="complete" type="submit" disabled={submitting}>
                {submitting ? <Spinner /> : <CheckIcon aria-hidden="true" />}
                {submitting ? 'Setting up your profile...' : 'Complete Profile Setup'}
              </Button>
            )}
          </div>
        </form>
      </Card>
    </FormProvider>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/routes';
import { stepsRemaining } from '../dashboard-format';

const SIZE = 128;
const STROKE = 10;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A circular gauge of the profile's completion, the steps remaining and a way to finish. */
export function CompletionGauge({ percent, loading }: { percent: number; loading: boolean }) {
  const headingId = useId();
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const steps = stepsRemaining(value);
  return (
    <Card className="flex flex-col items-center p-6 text-center">
      <CardTitle as="h2" id={headingId} className="self-start text-lg">
        Profile Completion
      </CardTitle>
      {loading ? (
        <Skeleton className="mt-4 size-32 rounded-full" />
      ) : (
        <div
          role="progressbar"
          aria-labelledby={headingId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          className="relative mt-4 size-32"
        >
          <svg aria-hidden="true" viewBox={`0 0 ${SIZE} ${SIZE}`} className="size-full -rotate-90">
            <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-muted" />
            <circle
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              fill="none"
              strokeWidth={STROKE}
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
              className="stroke-primary transition-[stroke-dashoffset] motion-safe:duration-500"
            />
          </svg>
          <span className="absolute inset-0 flex items-center justify-center text-2xl font-bold">{value}%</span>
        </div>
      )}
      <p className="mt-4 text-sm text-muted-foreground">
        {steps} {steps === 1 ? 'step' : 'steps'} remaining
      </p>
      <Button asChild variant="outline" className="mt-4 w-full">
        <Link to={paths.profileSetup}>Complete Profile</Link>
      </Button>
    </Card>
  );
}

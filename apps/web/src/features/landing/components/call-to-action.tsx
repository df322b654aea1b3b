import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/routes';

export function CallToAction() {
  const { user } = useAuth();
  return (
    <section aria-labelledby="cta-heading" className="page-container py-16 sm:py-20">
      <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {user ? `Keep going, ${user.firstName}` : 'Ready to take the first step in your career?'}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-pretty text-indigo-50">
          {user
            ? 'Pick up where you left off: check your saved jobs and your applications on your dashboard.'
            : 'Create a free account to save jobs, keep track of your applications and build a profile employers will want to read.'}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" asChild className="bg-white text-primary hover:bg-indigo-50">
            <Link to={user ? paths.dashboard : paths.register}>
              {user ? 'Go to Dashboard' : 'Create a free account'}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            asChild
            className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            <Link to={paths.jobs}>Browse Jobs</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

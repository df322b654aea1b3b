import { ArrowRightIcon, CompassIcon, HeartHandshakeIcon, type LucideIcon, ScaleIcon, ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/routes';
import { aboutContent } from '../content/about';

// One icon per value, in the order the content lists them; extra values reuse the first.
const valueIcons: LucideIcon[] = [HeartHandshakeIcon, ScaleIcon, ShieldCheckIcon, CompassIcon];

export function AboutPage() {
  useDocumentTitle('About');
  const { title, tagline, mission, story, stats, values, howItWorks } = aboutContent;

  return (
    <>
      <PageHeader title={title} lead={tagline} />

      <div className="page-container space-y-16 py-12 sm:py-16">
        <section aria-labelledby="about-mission" className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="about-mission" className="text-2xl font-bold tracking-tight">
              {mission.heading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{mission.text}</p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-xl border bg-card p-5 shadow-sm">
                <dt className="mt-1 text-sm font-medium text-muted-foreground">{stat.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-primary">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="about-story" className="max-w-3xl">
          <h2 id="about-story" className="text-2xl font-bold tracking-tight">
            {story.heading}
          </h2>
          {story.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-4 leading-relaxed text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </section>

        <section aria-labelledby="about-values">
          <h2 id="about-values" className="text-2xl font-bold tracking-tight">
            {values.heading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {values.items.map((value, index) => {
              const Icon = valueIcons[index] ?? HeartHandshakeIcon;
              return (
                <li key={value.title} className="rounded-xl border bg-card p-6 shadow-sm">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-4 font-semibold">{value.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="about-how">
          <h2 id="about-how" className="text-2xl font-bold tracking-tight">
            {howItWorks.heading}
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {howItWorks.steps.map((step) => (
              <li key={step.step} className="rounded-xl border bg-card p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                >
                  {step.step}
                </span>
                <h3 className="mt-4 font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="about-cta"
          className="flex flex-col items-start gap-4 rounded-2xl bg-secondary p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="about-cta" className="text-xl font-semibold text-secondary-foreground">
              Start your search today
            </h2>
            <p className="mt-1 text-secondary-foreground">Browse open internships and jobs, or ask us anything.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.jobs}>
                Browse Jobs
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.contact}>Contact us</Link>
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}

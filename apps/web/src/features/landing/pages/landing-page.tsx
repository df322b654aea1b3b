import { useDocumentTitle } from '@/hooks/use-document-title';
import { CallToAction } from '../components/call-to-action';
import { CategoryGrid } from '../components/category-grid';
import { FeaturedJobs } from '../components/featured-jobs';
import { HeroSearch } from '../components/hero-search';
import { StatsTiles } from '../components/stats-tiles';

export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <section aria-labelledby="hero-heading" className="border-b bg-gradient-to-b from-secondary to-background">
        <div className="page-container py-16 text-center sm:py-24">
          <p className="mx-auto w-fit rounded-full border border-indigo-200 bg-background px-3 py-1 text-xs font-medium text-secondary-foreground sm:text-sm">
            For students and early-career job seekers in India
          </p>
          <h1
            id="hero-heading"
            className="mx-auto mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Find the internship or job that starts <span className="text-primary">your career</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
            Search internships and early-career roles from companies across India, see stipends and salaries in LPA up
            front, and apply on each company&apos;s own career portal.
          </p>
          <HeroSearch className="mx-auto mt-10 max-w-2xl" />
        </div>
      </section>
      <StatsTiles />
      <FeaturedJobs />
      <CategoryGrid />
      <CallToAction />
    </>
  );
}

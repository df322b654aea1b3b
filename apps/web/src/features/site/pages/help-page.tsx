import { SUPPORT_HOURS } from '@pathway/contracts/constants';
import { MailIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/routes';
import { FaqBrowser } from '../components/faq-browser';
import { faqCategories, faqs } from '../content/faqs';

export function HelpPage() {
  useDocumentTitle('Help');
  return (
    <>
      <PageHeader
        title="How can we help?"
        lead="Find answers about searching and applying for jobs, your account and profile, and plans and billing."
      />
      <div className="page-container space-y-12 py-12">
        <FaqBrowser categories={faqCategories} faqs={faqs} />
        <section
          aria-labelledby="help-contact-heading"
          className="flex flex-col gap-4 rounded-2xl bg-secondary p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="help-contact-heading" className="text-xl font-semibold text-secondary-foreground">
              Still need help?
            </h2>
            <p className="mt-1 text-secondary-foreground">
              Our support team answers within 24 hours ({SUPPORT_HOURS}).
            </p>
          </div>
          <Button asChild size="lg">
            <Link to={paths.contact}>
              <MailIcon aria-hidden="true" />
              Contact Support
            </Link>
          </Button>
        </section>
      </div>
    </>
  );
}

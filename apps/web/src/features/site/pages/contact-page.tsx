import { SUPPORT_EMAIL, SUPPORT_HOURS } from '@pathway/contracts';
import { ClockIcon, LifeBuoyIcon, MailIcon, MessageSquareIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/routes';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <>
      <PageHeader
        title="Contact us"
        lead="Questions about a listing, your account or a payment? Send us a message and we'll get back to you within 24 hours."
      />
      <div className="page-container grid gap-8 py-12 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2" className="text-xl">
              Send us a message
            </CardTitle>
            <CardDescription>Tell us what you need and how we can reach you.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>

        <aside aria-labelledby="contact-details-heading" className="space-y-4">
          <h2 id="contact-details-heading" className="text-xl font-semibold">
            Other ways to reach us
          </h2>
          <ul className="space-y-4">
            <li className="flex gap-3">
              <MailIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-medium">Email</p>
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className="break-all text-primary underline underline-offset-4 hover:no-underline"
                >
                  {SUPPORT_EMAIL}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <ClockIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-medium">Business hours</p>
                <p className="text-muted-foreground">{SUPPORT_HOURS}</p>
              </div>
            </li>
            <li className="flex gap-3">
              <MessageSquareIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-medium">Response time</p>
                <p className="text-muted-foreground">We reply to every message within 24 hours.</p>
              </div>
            </li>
          </ul>
          <div className="rounded-xl border bg-muted p-5">
            <div className="flex gap-3">
              <LifeBuoyIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-medium">Looking for a quick answer?</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  Many questions about accounts, jobs and plans are answered in our{' '}
                  <Link to={paths.help} className="font-medium text-primary underline underline-offset-4">
                    Help Center
                  </Link>
                  .
                </p>
              </div>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}

import { Fragment, type ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { formatDate } from '@/lib/format';
import type { LegalDocument } from '../content/legal';

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Text with its email addresses turned into mailto links. */
function withEmailLinks(text: string): ReactNode {
  return text.split(EMAIL).map((part, index) =>
    // split() with a capturing group puts the matches at the odd indexes.
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`} className="font-medium text-primary underline underline-offset-4">
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** A privacy policy or terms page: title, last update, contents with anchors, then the sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader title={document.title}>
        <p className="mt-3 text-sm text-muted-foreground">
          Last updated: <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
        </p>
      </PageHeader>
      <div className="page-container grid gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="toc-heading" className="self-start lg:sticky lg:top-24">
          <h2 id="toc-heading" className="text-sm font-semibold">
            On this page
          </h2>
          <ol className="mt-3 space-y-1 border-l text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-1 pl-4 text-muted-foreground outline-none hover:border-primary hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl min-w-0">
          <p className="text-lg leading-relaxed">{withEmailLinks(document.intro)}</p>
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} className="mt-10">
              <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index} className="mt-3 leading-relaxed text-muted-foreground">
                  {withEmailLinks(paragraph)}
                </p>
              ))}
              {section.bullets && (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-muted-foreground marker:text-primary">
                  {section.bullets.map((bullet, index) => (
                    <li key={index}>{withEmailLinks(bullet)}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

import { useDocumentTitle } from '@/hooks/use-document-title';

/** A route of SPEC §2 whose screen comes with a later issue: its title and one line. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <section className="page-container py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{description}</p>
    </section>
  );
}

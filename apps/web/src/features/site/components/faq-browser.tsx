import { CheckIcon, CreditCardIcon, RocketIcon, SearchIcon, type LucideIcon, UserRoundIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { type Faq, type FaqCategory, type FaqCategoryId } from '../content/faqs';
import { filterFaqs } from '../faq-search';

const categoryIcons: Record<FaqCategoryId, LucideIcon> = {
  'getting-started': RocketIcon,
  'account-profile': UserRoundIcon,
  'plans-billing': CreditCardIcon,
};

interface FaqBrowserProps {
  categories: readonly FaqCategory[];
  faqs: readonly Faq[];
}

/** The help page's search box, category cards and expandable list (docs/product/site.md#static-pages). */
export function FaqBrowser({ categories, faqs }: FaqBrowserProps) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategoryId | null>(null);
  const searchId = useId();
  const visible = useMemo(() => filterFaqs(faqs, { query, category }), [faqs, query, category]);
  const activeCategory = categories.find((c) => c.id === category);
  const filtered = query.trim() !== '' || category !== null;

  function clearFilters() {
    setQuery('');
    setCategory(null);
  }

  return (
    <div className="space-y-12">
      <div role="search">
        <label htmlFor={searchId} className="mb-2 block text-sm font-medium">
          Search the frequently asked questions
        </label>
        <div className="relative max-w-2xl">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            autoComplete="off"
            placeholder="For example: reset password, refund, stipend"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="h-12 pl-10 text-base"
          />
        </div>
      </div>

      <section aria-labelledby="faq-topics-heading">
        <h2 id="faq-topics-heading" className="text-xl font-semibold">
          Browse by topic
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {categories.map((item) => {
            const Icon = categoryIcons[item.id];
            const selected = item.id === category;
            const count = faqs.filter((faq) => faq.category === item.id).length;
            return (
              <li key={item.id} className="flex">
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setCategory(selected ? null : item.id)}
                  className={cn(
                    'flex w-full flex-col gap-2 rounded-xl border bg-card p-5 text-left shadow-sm transition-colors outline-none hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                    selected && 'border-primary bg-accent ring-1 ring-primary',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    {selected && <CheckIcon aria-hidden="true" className="size-5 text-primary" />}
                  </span>
                  <span className="font-semibold">{item.title}</span>
                  <span className="text-sm text-muted-foreground">{item.description}</span>
                  <span className="text-sm font-medium text-primary">
                    {count} {count === 1 ? 'question' : 'questions'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="faq-list-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="faq-list-heading" className="text-xl font-semibold">
              {activeCategory ? activeCategory.title : 'Frequently asked questions'}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground" role="status" aria-live="polite">
              {filtered ? `${visible.length} of ${faqs.length} questions shown` : `${faqs.length} questions`}
            </p>
          </div>
          {filtered && (
            <Button variant="outline" size="sm" onClick={clearFilters}>
              Show all questions
            </Button>
          )}
        </div>

        {visible.length > 0 ? (
          <Accordion type="multiple" className="mt-4 rounded-xl border bg-card px-5 shadow-sm">
            {visible.map((faq) => (
              <AccordionItem key={faq.id} value={faq.id} id={faq.id}>
                <AccordionTrigger>{faq.question}</AccordionTrigger>
                <AccordionContent>{faq.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        ) : (
          <div className="mt-4 rounded-xl border border-dashed p-8 text-center">
            <p className="font-medium">No results found</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {query.trim()
                ? `No questions match “${query.trim()}”${activeCategory ? ` in ${activeCategory.title}` : ''}.`
                : 'There are no questions in this topic yet.'}{' '}
              Try other words, or ask us directly.
            </p>
            <Button variant="outline" size="sm" className="mt-4" onClick={clearFilters}>
              Clear search
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}

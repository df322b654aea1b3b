import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchForm } from '@/components/search-form';
import { jobSearchHref } from '@/lib/routes';
import { cn } from '@/lib/utils';

/** The landing search (docs/product/catalogue.md#landing-page): Enter or the button opens /jobs?q=…; blank text does nothing. */
export function HeroSearch({ className }: { className?: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  function onSubmit() {
    const query = text.trim();
    if (query) void navigate(jobSearchHref(query));
  }

  return (
    <SearchForm
      label="Search jobs and internships"
      buttonLabel="Search"
      value={text}
      onValueChange={setText}
      onSubmit={onSubmit}
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-background p-2 shadow-lg shadow-indigo-950/5 sm:flex-row sm:items-center',
        className,
      )}
      inputClassName="h-12 border-transparent pl-10 text-base shadow-none focus-visible:border-ring"
      buttonClassName="h-12 sm:px-8"
    />
  );
}

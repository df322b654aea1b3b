import { SearchIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { jobSearchHref } from '@/lib/routes';
import { cn } from '@/lib/utils';

/** The landing search (docs/product/catalogue.md#landing-page): Enter or the button opens /jobs?q=…; blank text does nothing. */
export function HeroSearch({ className }: { className?: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (query) void navigate(jobSearchHref(query));
  }

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-background p-2 shadow-lg shadow-indigo-950/5 sm:flex-row sm:items-center',
        className,
      )}
    >
      <label htmlFor={inputId} className="sr-only">
        Search jobs and internships
      </label>
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Job title, skill, company or city"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-12 border-transparent pl-10 text-base shadow-none focus-visible:border-ring"
        />
      </div>
      <Button type="submit" size="lg" className="h-12 sm:px-8">
        Search
      </Button>
    </form>
  );
}

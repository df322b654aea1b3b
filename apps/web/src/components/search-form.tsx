import { SearchIcon } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A job search box: a search landmark with a labelled input behind a search icon, and a submit button. */
export function SearchForm({
  label,
  buttonLabel,
  value,
  onValueChange,
  onSubmit,
  className,
  inputClassName,
  buttonClassName,
}: {
  /** The input's accessible name. */
  label: string;
  buttonLabel: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Called with the submit event already prevented. */
  onSubmit: () => void;
  className?: string;
  /** All of the input's classes (the icon needs its left padding, pl-10). */
  inputClassName: string;
  buttonClassName?: string;
}) {
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form role="search" onSubmit={submit} className={className}>
      <label htmlFor={inputId} className="sr-only">
        {label}
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
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={inputClassName}
        />
      </div>
      <Button type="submit" size="lg" className={buttonClassName}>
        {buttonLabel}
      </Button>
    </form>
  );
}

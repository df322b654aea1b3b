import { SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A labelled search field that applies on submit (Enter or the button). */
export function SearchBox({ label, initial, placeholder, onSearch }: { label: string; initial: string; placeholder?: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(initial);
  const id = useId();
  return (
    <form
      role="search"
      className="flex max-w-full flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value.trim());
      }}
    >
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} type="search" value={value} placeholder={placeholder} onChange={(e) => setValue(e.target.value)} maxLength={100} className="w-64 max-w-full" />
      </div>
      <Button type="submit" variant="outline">
        <SearchIcon aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

import { listKey } from '@pathway/contracts';
import { PlusIcon, XIcon } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * A list of short texts (skills, locations, domains): type one and press Enter, a comma or Add.
 * Duplicates are ignored whatever their case (docs/product/profile.md#validation), and the user is
 * told so.
 */
export function ChipInput({
  id,
  label,
  hint,
  error,
  values,
  onChange,
  placeholder,
  max,
  maxLength,
  /** Entries that belong elsewhere (a domain ticked above): added there instead of here. */
  redirect,
  fieldRef,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  max: number;
  maxLength: number;
  redirect?: (value: string) => boolean;
  /** The form's handle on the input, so a failed step can focus it. */
  fieldRef?: (element: HTMLInputElement | null) => void;
}) {
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const listLabelId = useId();
  const full = values.length >= max;

  const add = () => {
    const value = draft.trim().replace(/\s+/g, ' ');
    setDraft('');
    if (!value) return;
    if (redirect?.(value)) {
      setStatus(`${value} selected.`);
      return;
    }
    const existing = values.find((v) => listKey(v) === listKey(value));
    if (existing) {
      setStatus(`${existing} is already in the list.`);
      return;
    }
    if (full) {
      setStatus(`You can add at most ${max}.`);
      return;
    }
    onChange([...values, value]);
    setStatus(`${value} added.`);
  };

  const remove = (value: string) => {
    onChange(values.filter((v) => v !== value));
    setStatus(`${value} removed.`);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would otherwise submit the wizard's step.
      event.preventDefault();
      add();
    }
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        <span id={listLabelId}>{label}</span>
      </Label>
      <div className="flex gap-2">
        <Input
          ref={(element) => {
            inputRef.current = element;
            fieldRef?.(element);
          }}
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          enterKeyHint="done"
        />
        <Button type="button" variant="outline" onClick={add} disabled={full} aria-label={`Add to ${typeof label === 'string' ? label.toLowerCase() : 'the list'}`}>
          <PlusIcon aria-hidden="true" />
          <span aria-hidden="true" className="hidden sm:inline">
            Add
          </span>
        </Button>
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {values.length > 0 && (
        <ul aria-labelledby={listLabelId} className="flex flex-wrap gap-2">
          {values.map((value) => (
            <li key={value}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1 pl-3 text-sm font-normal whitespace-normal">
                <span className="break-all">{value}</span>
                <button
                  type="button"
                  onClick={() => remove(value)}
                  aria-label={`Remove ${value}`}
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full outline-none hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <XIcon aria-hidden="true" className="size-3.5" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}

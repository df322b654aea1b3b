import { OTP_LENGTH } from '@pathway/contracts/constants';
import { type ClipboardEvent, type KeyboardEvent, type RefObject, useRef } from 'react';
import { cn } from '@/lib/utils';

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

interface OtpInputProps {
  /** One digit (or '') per box. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Labels the group of boxes. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The first box, so the page can put the focus back there (after a wrong code, say). */
  firstInputRef?: RefObject<HTMLInputElement | null>;
  /** Box ids are `${idPrefix}-0` … `${idPrefix}-5`. */
  idPrefix?: string;
  /** Focus the first box on mount (the page exists to take this code). */
  autoFocus?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six boxes of one digit each (docs/product/accounts.md#codes): digits only, typing moves on,
 * Backspace on an empty box goes back, the arrow keys move, and pasting (or the phone's
 * one-time-code autofill) fills every box at once.
 */
export function OtpInput({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  disabled,
  firstInputRef,
  idPrefix = 'otp',
  autoFocus,
}: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `digits` from box `start` on; returns the box after the last one written. */
  const fill = (start: number, digits: string) => {
    const next = [...value];
    let index = start;
    for (const digit of digits.slice(0, OTP_LENGTH - start)) next[index++] = digit;
    onChange(next);
    return index;
  };

  const handleChange = (index: number, raw: string) => {
    const digits = onlyDigits(raw);
    if (digits.length === 0) {
      if (raw === '') {
        const next = [...value];
        next[index] = '';
        onChange(next);
      }
      return;
    }
    // A digit typed beside the one already in the box (the caret was not on it): the new one wins.
    if (digits.length === 2 && value[index]) {
      const typed = digits[0] === value[index] ? digits[1]! : digits[0]!;
      focusBox(fill(index, typed));
      return;
    }
    // Several digits at once: an autofilled code (from the first box) or a fast typist.
    const after = digits.length >= OTP_LENGTH ? fill(0, digits.slice(0, OTP_LENGTH)) : fill(index, digits);
    focusBox(after);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (!digits) return;
    // A whole code fills every box, wherever it was pasted; a part fills on from the box.
    const after = digits.length >= OTP_LENGTH ? fill(0, digits.slice(0, OTP_LENGTH)) : fill(index, digits);
    focusBox(after);
  };

  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex justify-between gap-2 sm:gap-3">
      {value.map((digit, index) => (
        <input
          // The boxes never reorder: the index is their identity.
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
            if (index === 0 && firstInputRef) firstInputRef.current = element;
          }}
          id={`${idPrefix}-${index}`}
          type="text"
          inputMode="numeric"
          autoFocus={autoFocus && index === 0}
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid ? true : undefined}
          disabled={disabled}
          value={digit}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={cn(
            'h-12 w-full max-w-12 min-w-0 rounded-md border border-input bg-background text-center text-xl font-semibold text-foreground shadow-xs transition-colors outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:h-14 sm:text-2xl',
          )}
        />
      ))}
    </div>
  );
}

import { useState } from 'react';
import { cn } from '@/lib/utils';

const sizes = {
  sm: { box: 'size-10 text-sm', px: 40 },
  md: { box: 'size-12 text-base', px: 48 },
  lg: { box: 'size-16 text-xl', px: 64 },
} as const;

/** Up to two initials of a company name: 'Tata Consultancy Services' → 'TC', 'Zoho' → 'Z'. */
export function companyInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0))
      .join('')
      .toUpperCase() || '?'
  );
}

/**
 * A company's logo in a fixed square, so nothing moves when it loads; its initials when there is no
 * logo or it fails to load. Decorative: the company's name is always written next to it.
 */
export function CompanyLogo({
  name,
  logo,
  size = 'md',
  className,
}: {
  name: string;
  logo?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const { box, px } = sizes[size];
  const showImage = Boolean(logo) && failed !== logo;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-secondary font-semibold text-secondary-foreground',
        box,
        className,
      )}
    >
      {showImage ? (
        <img
          src={logo ?? undefined}
          alt=""
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          className="size-full bg-white object-contain"
          onError={() => setFailed(logo ?? null)}
        />
      ) : (
        companyInitials(name)
      )}
    </span>
  );
}

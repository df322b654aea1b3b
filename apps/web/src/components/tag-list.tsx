import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** A named row of badges, with '+N more' for what is not shown. */
export function TagList({
  label,
  items,
  more = 0,
  variant,
  className,
}: {
  label: string;
  items: string[];
  more?: number;
  variant: 'secondary' | 'outline';
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant={variant} className="max-w-full font-normal whitespace-normal">
            {item}
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="outline" className="font-normal text-muted-foreground">{`+${more} more`}</Badge>
        </li>
      )}
    </ul>
  );
}

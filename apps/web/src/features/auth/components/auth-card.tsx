import { type ReactNode, useEffect, useRef } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/**
 * The frame of every account page: a card whose title is the page's one h1, centred on a soft
 * band; with `aside` (login and register) a second column that tells the user why to join.
 */
export function AuthCard({
  title,
  description,
  icon,
  aside,
  children,
  footer,
  focusTitle = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Move the focus to the title on mount: the screen replaced a form the user was in. */
  focusTitle?: boolean;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <div className="bg-gradient-to-b from-secondary to-background">
      <div
        className={cn(
          'page-container grid items-start gap-8 py-10 sm:py-16',
          aside ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-16' : 'justify-items-center',
        )}
      >
        {aside && <div className="order-2 lg:order-1 lg:pt-6">{aside}</div>}
        <Card className={cn('w-full', aside ? 'order-1 lg:order-2' : 'max-w-md')}>
          <CardHeader className="gap-2 pb-4 text-center">
            {icon && (
              <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-6">
                {icon}
              </div>
            )}
            <h1
              ref={titleRef}
              tabIndex={focusTitle ? -1 : undefined}
              className="text-2xl font-bold tracking-tight outline-none"
            >
              {title}
            </h1>
            {description && <CardDescription className="text-base text-pretty">{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer && <div className="border-t px-6 py-4 text-center text-sm text-muted-foreground">{footer}</div>}
        </Card>
      </div>
    </div>
  );
}

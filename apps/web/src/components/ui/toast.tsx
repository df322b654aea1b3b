import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { dismissToast, TOAST_DURATION_MS, TOAST_VARIANT_CLASSES, useActiveToast } from '@/lib/toast';
import { cn } from '@/lib/utils';

export { TOAST_DURATION_MS };

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'fixed right-0 bottom-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-md',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-slide-in-bottom',
  {
    variants: { variant: TOAST_VARIANT_CLASSES },
    defaultVariants: { variant: 'default' },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      // Errors interrupt a screen reader; other news waits its turn.
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-95', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      className={cn(
        'absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md opacity-80 transition-opacity outline-none hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-current',
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">Dismiss notification</span>
    </ToastPrimitive.Close>
  );
}

/**
 * Renders the single active toast of `@/lib/toast` with Radix Toast. The app mounts it through
 * `@/components/toaster`, which loads this module when it is first needed.
 */
export function Toaster() {
  const active = useActiveToast();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right">
      {active && (
        <Toast
          // A new id remounts the toast, so a replacement is announced and timed afresh.
          key={active.id}
          variant={active.variant}
          open={active.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(active.id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{active.title}</ToastTitle>
            {active.description && <ToastDescription>{active.description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      )}
      <ToastViewport />
    </ToastProvider>
  );
}

import { type Application, type ApplicationStatus, applicationStatuses, applicationStatusLabels } from '@pathway/contracts';
import { ChevronDownIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';

/**
 * The stage of an application and the way to move it (docs/product/applications-web.md#the-tracker):
 * a menu of every stage, the current one checked; arrows, Enter and Escape work as in any menu.
 * `takeFocus` puts the keyboard focus on the button (the card has just moved to another column).
 */
export function StageMenu({
  application,
  onMove,
  pending,
  takeFocus,
  onFocusTaken,
}: {
  application: Pick<Application, 'title' | 'company' | 'status'>;
  onMove: (status: ApplicationStatus) => void;
  pending: boolean;
  takeFocus: boolean;
  onFocusTaken: () => void;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    buttonRef.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button ref={buttonRef} variant="outline" size="sm" aria-busy={pending || undefined}>
          {pending && <Spinner />}
          <span className="sr-only">{`Stage of ${application.title} at ${application.company}:`}</span>{' '}
          {applicationStatusLabels[application.status]}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Move to</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={application.status}
          onValueChange={(value) => {
            if (value !== application.status) onMove(value as ApplicationStatus);
          }}
        >
          {applicationStatuses.map((status) => (
            <DropdownMenuRadioItem key={status} value={status}>
              {applicationStatusLabels[status]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

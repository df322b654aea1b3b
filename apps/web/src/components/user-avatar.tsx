import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { initialsOf } from '@/lib/format';

interface UserAvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  avatar?: string | null;
  className?: string;
  'aria-hidden'?: boolean;
}

/** The user's photo, or their initials (or 'U') until it loads or when there is none. */
export function UserAvatar({ firstName, lastName, avatar, className, ...rest }: UserAvatarProps) {
  return (
    <Avatar className={className} {...rest}>
      {avatar && <AvatarImage src={avatar} alt="" />}
      <AvatarFallback>{initialsOf(firstName, lastName)}</AvatarFallback>
    </Avatar>
  );
}

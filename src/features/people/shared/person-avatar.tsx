import { Avatar, type MantineSize } from '@mantine/core';

import { sameOriginImageUrl } from './avatar-source';
import { personDisplayName, personInitials, type NameParts } from './person-name';

export interface PersonAvatarProps {
  person: NameParts & { avatar?: string | null };
  size?: MantineSize | number;
  /** Decorative beside a visible name (tables); otherwise it is named after the person. */
  decorative?: boolean;
}

/** The person's photo when it can load here, otherwise their initials: never a broken image. */
export function PersonAvatar({ person, size = 'md', decorative = false }: PersonAvatarProps) {
  const name = personDisplayName(person);
  const src = sameOriginImageUrl(person.avatar);
  return (
    <Avatar
      src={src ?? null}
      alt={decorative ? '' : `Photo of ${name}`}
      size={size}
      radius="100%"
      color="blue"
      aria-hidden={decorative || undefined}
      role={decorative || src ? undefined : 'img'}
      aria-label={decorative || src ? undefined : `Initials of ${name}`}
    >
      {personInitials(person)}
    </Avatar>
  );
}

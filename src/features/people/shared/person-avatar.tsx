import { Avatar, type MantineSize } from '@mantine/core';

import { useT } from '../../../ui/i18n/language-context';
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
  const t = useT();
  const name = personDisplayName(person, t);
  const src = sameOriginImageUrl(person.avatar);
  return (
    <Avatar
      src={src ?? null}
      alt={decorative ? '' : t('people.person.photoOf', { name })}
      size={size}
      radius="100%"
      color="blue"
      aria-hidden={decorative || undefined}
      role={decorative || src ? undefined : 'img'}
      aria-label={decorative || src ? undefined : t('people.person.initialsOf', { name })}
    >
      {personInitials(person)}
    </Avatar>
  );
}

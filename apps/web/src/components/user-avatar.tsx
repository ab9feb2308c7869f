import { Avatar, type AvatarProps } from '@mantine/core';

/**
 * The user's photo, else initials drawn here from the name: an external avatar service would be
 * blocked by the content security policy and unavailable offline.
 */
export function UserAvatar({
  name,
  src,
  ...props
}: { name: string; src: string | null } & Omit<AvatarProps, 'src' | 'name'>) {
  return <Avatar src={src} name={name} color="initials" alt={name} {...props} />;
}

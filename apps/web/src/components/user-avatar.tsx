import { Avatar, type AvatarProps } from '@mantine/core';

// The colours whose initials, drawn in the colour on a pale tint of it, read at 4.5:1 or better
// (WCAG 1.4.3); green, orange, teal, lime and cyan do not.
const INITIALS_COLORS = ['indigo', 'violet', 'grape', 'pink'];

/**
 * The user's photo, else initials drawn here from the name: an external avatar service would be
 * blocked by the content security policy and unavailable offline.
 */
export function UserAvatar({
  name,
  src,
  ...props
}: { name: string; src: string | null } & Omit<AvatarProps, 'src' | 'name'>) {
  return (
    <Avatar
      src={src}
      name={name}
      color="initials"
      allowedInitialsColors={INITIALS_COLORS}
      alt={name}
      {...props}
    />
  );
}

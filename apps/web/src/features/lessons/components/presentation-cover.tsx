import { Center, Image } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';

const COVER_WIDTH = 88;
const COVER_HEIGHT = 66;

/** The first slide of a presentation, or a placeholder while it has not been rendered. */
export function PresentationCover({ url, title }: { url: string | null; title: string }) {
  if (!url) {
    return (
      <Center
        w={COVER_WIDTH}
        h={COVER_HEIGHT}
        bg="gray.1"
        c="gray.5"
        style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
        aria-hidden
      >
        <IconPresentation size={28} />
      </Center>
    );
  }
  return (
    <Image
      src={url}
      alt={title}
      w={COVER_WIDTH}
      h={COVER_HEIGHT}
      radius="sm"
      fit="cover"
      style={{ flexShrink: 0, border: '1px solid var(--mantine-color-gray-3)' }}
    />
  );
}

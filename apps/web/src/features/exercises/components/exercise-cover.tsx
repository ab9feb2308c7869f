import { AspectRatio, Center, Image } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';

type ExerciseCoverProps = {
  url: string | null;
  /** Pixels, or a share of the card the cover fills. */
  width: number | string;
};

/** The first slide as a 16:9 thumbnail; a neutral slide sign until the deck is rendered. */
export function ExerciseCover({ url, width }: ExerciseCoverProps) {
  return (
    <AspectRatio ratio={16 / 9} w={width} style={{ flexShrink: 0 }}>
      {url ? (
        <Image src={url} alt="" radius="sm" fit="cover" loading="lazy" />
      ) : (
        <Center bg="gray.1" c="gray.5" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <IconPresentation size={typeof width === 'number' && width < 120 ? 22 : 40} />
        </Center>
      )}
    </AspectRatio>
  );
}

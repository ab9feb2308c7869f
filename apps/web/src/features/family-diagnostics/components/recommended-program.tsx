import { Text } from '@mantine/core';

/**
 * The recommended program as the card holds it (free text today). Kept in one place, so a
 * program with its own content only changes what is drawn here.
 */
export function RecommendedProgram({ program }: { program: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="family-program">
      {program}
    </Text>
  );
}

import {
  AspectRatio,
  Badge,
  Card,
  Center,
  Checkbox,
  Group,
  Image,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { ExerciseSummary } from '@slovo/contracts';
import { IconLock, IconLockOpen, IconPresentation, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function GeneratedCover({ url }: { url: string | null }) {
  return (
    <AspectRatio ratio={16 / 9}>
      {url ? (
        <Image src={url} alt="" fit="cover" loading="lazy" />
      ) : (
        <Center bg="gray.1" c="gray.5">
          <IconPresentation size={40} />
        </Center>
      )}
    </AspectRatio>
  );
}

/** Undefined while the version's own answer loads. */
function ReadOnlyBadge({ isReadOnly }: { isReadOnly: boolean }) {
  const { t } = useTranslation('generation');
  return (
    <Badge
      color={isReadOnly ? 'gray' : 'teal'}
      variant="light"
      tt="none"
      leftSection={isReadOnly ? <IconLock size={12} /> : <IconLockOpen size={12} />}
    >
      {isReadOnly ? t('generation:list.readOnly') : t('generation:list.editable')}
    </Badge>
  );
}

type GeneratedCardProps = {
  exercise: ExerciseSummary;
  isReadOnly: boolean;
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
  onOpen: () => void;
};

/** A themed version: its first slide, title and slide count; the picture opens the preview. */
export function GeneratedCard({
  exercise,
  isReadOnly,
  isSelected,
  onSelect,
  onOpen,
}: GeneratedCardProps) {
  const { t } = useTranslation('generation');
  return (
    <Card
      padding={0}
      withBorder
      pos="relative"
      style={isSelected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
      data-testid={`generated-card-${exercise.id}`}
      data-selected={isSelected}
      data-read-only={isReadOnly}
    >
      <UnstyledButton
        onClick={onOpen}
        aria-label={t('generation:list.preview', { title: exercise.title })}
        data-testid={`generated-open-${exercise.id}`}
      >
        <GeneratedCover url={exercise.cover_url} />
        <Stack gap={6} p="sm">
          <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {exercise.title}
          </Text>
          <Group justify="space-between" gap="xs">
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconStack2 size={16} />
              <Text size="sm" span>
                {t('generation:list.slides', { total: exercise.slide_count })}
              </Text>
            </Group>
            <ReadOnlyBadge isReadOnly={isReadOnly} />
          </Group>
        </Stack>
      </UnstyledButton>
      {/* Above the picture, outside its button: ticking a card must not open it. */}
      <Checkbox
        pos="absolute"
        top={8}
        left={8}
        size="md"
        checked={isSelected}
        onChange={(event) => onSelect(event.currentTarget.checked)}
        aria-label={t('generation:list.select', { title: exercise.title })}
        styles={{ input: { boxShadow: 'var(--mantine-shadow-sm)' } }}
        data-testid={`generated-select-${exercise.id}`}
      />
    </Card>
  );
}

import { Badge, Box, Group, Stack, Table, Text } from '@mantine/core';
import { type FamilyAnswer, type FamilyScale, findZone } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';

function NotAnswered() {
  const { t } = useTranslation('family-diagnostics');
  return (
    <Text size="sm" c="dimmed" fs="italic">
      {t('family-diagnostics:card.notAnswered')}
    </Text>
  );
}

/** Where a value sits on the scale, in percent of its width. */
const placeOf = (scale: FamilyScale, value: number) => {
  const range = scale.end.value - scale.start.value;
  return range > 0 ? ((value - scale.start.value) / range) * 100 : 0;
};

/**
 * A scale as a family reads it: a bar coloured by its zones, the child's value marked on it, the
 * value and its zone's name written beside, and the scale's end labels under it.
 */
function ScaleBar({
  scale,
  value,
  zone,
}: {
  scale: FamilyScale;
  value: number | null;
  zone: { name: string; color: string } | null;
}) {
  return (
    <Stack gap={6} data-testid="family-scale" data-value={value ?? ''}>
      <Group gap="sm" align="center" wrap="nowrap">
        <Box pos="relative" h={12} style={{ flex: 1 }}>
          <Box
            pos="absolute"
            inset={0}
            bg="gray.2"
            style={{ borderRadius: 6, overflow: 'hidden' }}
            aria-hidden
          >
            {scale.zones.map((band) => (
              <Box
                key={`${band.from}-${band.to}`}
                pos="absolute"
                top={0}
                h={12}
                bg={`${band.color}.3`}
                style={{
                  left: `${placeOf(scale, band.from)}%`,
                  width: `${placeOf(scale, band.to) - placeOf(scale, band.from)}%`,
                }}
              />
            ))}
          </Box>
          {value !== null && (
            <Box
              pos="absolute"
              top={-4}
              w={20}
              h={20}
              bg="white"
              aria-hidden
              style={{
                left: `calc(${placeOf(scale, value)}% - 10px)`,
                borderRadius: '50%',
                border: `4px solid var(--mantine-color-${zone?.color ?? 'indigo'}-7)`,
              }}
            />
          )}
        </Box>
        {value === null ? (
          <NotAnswered />
        ) : (
          <Group gap={6} wrap="nowrap">
            <Text fw={700} data-testid="family-scale-value">
              {value}
            </Text>
            {zone && (
              <Badge color={zone.color} variant="light" tt="none" data-testid="family-scale-zone">
                {zone.name}
              </Badge>
            )}
          </Group>
        )}
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap" pr={value === null ? 0 : 80}>
        {[scale.start, scale.end].map((mark) => (
          <Text key={mark.value} size="xs" c="dimmed">
            {mark.label ? `${mark.value} · ${mark.label}` : mark.value}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}

function ScaleTable({ answer }: { answer: Extract<FamilyAnswer, { type: 'table' }> }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table withTableBorder withColumnBorders data-testid="family-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {answer.columns.map((column) => (
              <Table.Th key={column} ta="center">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th fw={600}>{row.label}</Table.Th>
              {row.values.map((value, index) => {
                const zone = findZone(answer.scale.zones, value);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed columns
                  <Table.Td key={index} ta="center">
                    {value === null ? (
                      '—'
                    ) : (
                      <Badge
                        color={zone?.color ?? 'gray'}
                        variant="light"
                        tt="none"
                        title={zone?.name}
                      >
                        {value}
                      </Badge>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One answer as the family reads it. */
export function FamilyAnswerView({ answer }: { answer: FamilyAnswer }) {
  switch (answer.type) {
    case 'text':
      return answer.text ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {answer.text}
        </Text>
      ) : (
        <NotAnswered />
      );
    case 'choice':
      return answer.chosen.length > 0 ? (
        <Group gap={6}>
          {answer.chosen.map((label) => (
            <Badge key={label} variant="outline" color="indigo" tt="none">
              {label}
            </Badge>
          ))}
        </Group>
      ) : (
        <NotAnswered />
      );
    case 'scale':
      return <ScaleBar scale={answer.scale} value={answer.value} zone={answer.zone} />;
    case 'table':
      return <ScaleTable answer={answer} />;
  }
}

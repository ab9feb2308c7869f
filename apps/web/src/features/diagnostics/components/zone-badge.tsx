import { Badge } from '@mantine/core';
import { type DiagnosticZone, findZone } from '@slovo/contracts';

/** The zone a value falls in, in its colour; nothing outside zones or before an answer. */
export function ZoneBadge({
  zones,
  value,
  testId,
}: {
  zones: readonly DiagnosticZone[];
  value: number | null;
  testId: string;
}) {
  const zone = findZone(zones, value);
  if (!zone) return null;
  return (
    <Badge color={zone.color} variant="light" tt="none" data-testid={testId}>
      {zone.name}
    </Badge>
  );
}

import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { QUALIFICATIONS, type Qualification } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';

/** Badges shown before the rest fold into "+N". */
const SHOWN_MAX = 3;

/** Every qualification as a select option, in the spec's order, with its localized label. */
export function useQualificationOptions() {
  const { t } = useTranslation('qualifications');
  return QUALIFICATIONS.map((key) => ({ value: key, label: t(`qualifications:${key}`) }));
}

export function QualificationBadges({ qualifications }: { qualifications: Qualification[] }) {
  const { t } = useTranslation('qualifications');
  if (qualifications.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const label = (key: Qualification) => t(`qualifications:${key}`);
  const shown = qualifications.slice(0, SHOWN_MAX);
  const rest = qualifications.slice(SHOWN_MAX);
  return (
    <Group gap={4} data-testid="client-qualifications">
      {shown.map((key) => (
        <Badge
          key={key}
          size="sm"
          variant="light"
          color="indigo"
          tt="none"
          maw={220}
          // Long names are cut short in the badge: the whole name shows on hover.
          title={label(key)}
        >
          {label(key)}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.map(label).join(', ')} multiline w={260} withArrow>
          <Badge
            size="sm"
            variant="outline"
            color="gray"
            tt="none"
            data-testid="client-qualifications-more"
          >
            +{rest.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

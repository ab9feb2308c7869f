import { Badge, Tooltip } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Marks the student's themed version of a microblock (made for one of their interests). */
export function ThemeBadge({ theme, testId }: { theme: { name: string } | null; testId: string }) {
  const { t } = useTranslation('lessons');
  if (!theme) return null;
  return (
    <Tooltip label={t('lessons:item.themedHint')} withArrow>
      <Badge
        variant="light"
        color="grape"
        tt="none"
        leftSection={<IconPalette size={12} />}
        data-testid={testId}
      >
        {theme.name}
      </Badge>
    </Tooltip>
  );
}

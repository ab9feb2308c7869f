import { ThemeIcon } from '@mantine/core';
import { IconFolder, IconLeaf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Folder or category, drawn as the categories screens draw them. */
export function CategoryIcon({ isFolder, size = 24 }: { isFolder: boolean; size?: number }) {
  const { t } = useTranslation('templates');
  const label = isFolder ? t('templates:categories.folder') : t('templates:categories.category');
  return (
    <ThemeIcon
      variant="light"
      color={isFolder ? 'indigo' : 'teal'}
      size={size}
      radius="md"
      aria-label={label}
      role="img"
      style={{ flexShrink: 0 }}
    >
      {isFolder ? <IconFolder size={size * 0.6} /> : <IconLeaf size={size * 0.6} />}
    </ThemeIcon>
  );
}

import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import type { Category } from '@slovo/contracts';
import { IconFolderPlus, IconPencil, IconSquarePlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../../components/row-menu.tsx';
import type { CategoryEditing } from './category-editing.ts';

type CategoryRowActionsProps = {
  category: Category;
  editing: CategoryEditing;
  /** Phones get one menu button instead of a row of icons, so the name keeps its room. */
  isCompact: boolean;
};

type ItemsProps = { category: Category; editing: CategoryEditing };

/** The two kinds of item a folder can receive, as menu entries. */
function AddInsideItems({ category, editing }: ItemsProps) {
  const { t } = useTranslation('categories');
  return (
    <>
      <Menu.Item
        leftSection={<IconFolderPlus size={18} />}
        onClick={() => editing.addInside(category, true)}
        data-testid={`category-add-folder-${category.id}`}
      >
        {t('categories:row.addFolder')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconSquarePlus size={18} />}
        onClick={() => editing.addInside(category, false)}
        data-testid={`category-add-category-${category.id}`}
      >
        {t('categories:row.addCategory')}
      </Menu.Item>
    </>
  );
}

function CompactActions({ category, editing }: ItemsProps) {
  const { t } = useTranslation('categories');
  return (
    <RowMenu
      label={t('categories:row.menu', { name: category.name })}
      testId={`category-menu-${category.id}`}
    >
      <Menu.Item
        leftSection={<IconPencil size={18} />}
        onClick={() => editing.edit(category)}
        data-testid={`category-edit-${category.id}`}
      >
        {t('categories:row.edit')}
      </Menu.Item>
      {category.is_folder && <AddInsideItems category={category} editing={editing} />}
      <Menu.Divider />
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={18} />}
        onClick={() => editing.confirmDelete(category)}
        data-testid={`category-delete-${category.id}`}
      >
        {t('categories:row.delete')}
      </Menu.Item>
    </RowMenu>
  );
}

function InlineActions({ category, editing }: ItemsProps) {
  const { t } = useTranslation('categories');
  const { id, name } = category;
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={t('categories:row.edit')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('categories:row.editNamed', { name })}
          onClick={() => editing.edit(category)}
          data-testid={`category-edit-${id}`}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {category.is_folder && (
        <Menu position="bottom-end" shadow="md" width={240} withinPortal>
          <Tooltip label={t('categories:row.addInside')}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('categories:row.addInsideNamed', { name })}
                data-testid={`category-add-${id}`}
              >
                <IconSquarePlus size={18} />
              </ActionIcon>
            </Menu.Target>
          </Tooltip>
          <Menu.Dropdown>
            <AddInsideItems category={category} editing={editing} />
          </Menu.Dropdown>
        </Menu>
      )}
      <Tooltip label={t('categories:row.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('categories:row.deleteNamed', { name })}
          onClick={() => editing.confirmDelete(category)}
          data-testid={`category-delete-${id}`}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function CategoryRowActions({ category, editing, isCompact }: CategoryRowActionsProps) {
  return isCompact ? (
    <CompactActions category={category} editing={editing} />
  ) : (
    <InlineActions category={category} editing={editing} />
  );
}

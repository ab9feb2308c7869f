import { Group, Pagination, Text } from '@mantine/core';
import type { PageMeta } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';

type ListPaginationProps = {
  /** With `totalIsAtLeast`, `total` counts the rows found so far and more may follow. */
  meta: PageMeta & { totalIsAtLeast?: boolean };
  onChange: (page: number) => void;
  testId: string;
};

/** "21–40 of 57" (or "of 60+") with page buttons; nothing when everything fits on one page. */
export function ListPagination({ meta, onChange, testId }: ListPaginationProps) {
  const { t } = useTranslation('common');
  const pageCount = Math.ceil(meta.total / meta.pageSize);
  if (pageCount <= 1) return null;
  const first = (meta.page - 1) * meta.pageSize + 1;
  const last = Math.min(meta.page * meta.pageSize, meta.total);
  const total = meta.totalIsAtLeast ? t('common:totalAtLeast', { total: meta.total }) : meta.total;

  return (
    <Group justify="space-between" gap="sm" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {t('common:pagination.range', { first, last, total })}
      </Text>
      <Pagination
        total={pageCount}
        value={meta.page}
        onChange={onChange}
        size="sm"
        siblings={0}
        // Only the previous and next arrows are shown: no first and last page buttons.
        getControlProps={(control) => {
          if (control === 'previous') return { 'aria-label': t('common:pagination.previous') };
          if (control === 'next') return { 'aria-label': t('common:pagination.next') };
          return {};
        }}
      />
    </Group>
  );
}

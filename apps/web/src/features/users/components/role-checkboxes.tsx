import { Checkbox, SimpleGrid } from '@mantine/core';
import { getRoleName, WORKSPACE_ROLE_IDS } from '@slovo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type RoleCheckboxesProps = {
  /** Role ids as strings, as Mantine's checkbox group holds them. */
  value: string[];
  onChange: (value: string[]) => void;
  error: ReactNode;
  /** Each checkbox gets `<testIdPrefix>-<roleId>`. */
  testIdPrefix: string;
};

/** The project roles a user may hold (root is never assigned), each with what it is for. */
export function RoleCheckboxes({ value, onChange, error, testIdPrefix }: RoleCheckboxesProps) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <Checkbox.Group value={value} onChange={onChange} label={t('users:roles.label')} error={error}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" mt="xs">
        {WORKSPACE_ROLE_IDS.map((roleId) => {
          const roleName = getRoleName(roleId);
          return (
            <Checkbox
              key={roleId}
              value={String(roleId)}
              label={t(`common:roles.${roleName}`)}
              description={t(`users:roles.hints.${roleName}`)}
              data-testid={`${testIdPrefix}-${roleId}`}
            />
          );
        })}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

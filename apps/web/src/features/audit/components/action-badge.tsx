import { Badge } from '@mantine/core';
import type { AuditAction } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';

// Colours group the actions: access granted, access narrowed, acting as someone, other changes.
const ACTION_COLORS: Record<AuditAction, string> = {
  invite: 'indigo',
  invite_resend: 'indigo',
  add_existing_user: 'teal',
  invite_accept: 'teal',
  roles_change: 'violet',
  role_remove: 'orange',
  activate: 'teal',
  deactivate: 'orange',
  remove_from_project: 'red',
  login_as_user: 'yellow',
  return_from_user: 'yellow',
  project_create: 'teal',
  project_update: 'blue',
  project_archive: 'orange',
  project_restore: 'teal',
  diagnostic_card_view: 'gray',
  act_create: 'teal',
  act_view: 'gray',
  act_void: 'orange',
  merchandise_orders_view: 'gray',
};

export function ActionBadge({ action }: { action: AuditAction }) {
  const { t } = useTranslation('audit');
  return (
    <Badge color={ACTION_COLORS[action]} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {t(`audit:actions.${action}`)}
    </Badge>
  );
}

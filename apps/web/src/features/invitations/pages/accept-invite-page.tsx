import { getRoleName, isRoleId } from '@slovo/contracts';
import { IconLogin2, IconMailOff, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { PublicPageLayout } from '../../../components/public-page-layout.tsx';
import { StatusIcon, StatusScreen } from '../../../components/status-screen.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { formatMessage } from '../../../lib/messages.ts';
import { useInvitationPreview } from '../api/check-invitation.ts';
import { AcceptInviteForm } from '../components/accept-invite-form.tsx';
import { JoinInvitation } from '../components/join-invitation.tsx';

/** Expired, used, forged or missing: the server's words, and the way to the sign-in page. */
function InvalidInvitation({ message }: { message: string }) {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  return (
    <StatusScreen
      testId="invalid-invitation"
      badge={
        <StatusIcon color="red">
          <IconMailOff size={48} stroke={1.5} />
        </StatusIcon>
      }
      title={t('invitations:invalid.title')}
      description={message}
      action={{
        label: t('invitations:invalid.action'),
        icon: <IconLogin2 size={18} />,
        onClick: () => navigate('/login'),
      }}
    />
  );
}

function InvitationCheck({ token }: { token: string }) {
  const { t } = useTranslation(['invitations', 'common']);
  const preview = useInvitationPreview(token);
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);

  if (invalidMessage) return <InvalidInvitation message={invalidMessage} />;
  if (preview.isPending) return <FullPageLoader />;
  if (preview.isError) {
    if (isApiError(preview.error) && preview.error.code === 'INVALID_INVITATION') {
      return <InvalidInvitation message={preview.error.message} />;
    }
    return (
      <StatusScreen
        testId="accept-invite-error"
        badge={
          <StatusIcon color="orange">
            <IconWifiOff size={48} stroke={1.5} />
          </StatusIcon>
        }
        title={t('invitations:checkFailed.title')}
        description={preview.error.message}
        action={{
          label: t('common:actions.retry'),
          icon: <IconRefresh size={18} />,
          onClick: () => void preview.refetch(),
        }}
      />
    );
  }

  const { email, workspaceTitle, roles, hasAccount } = preview.data;
  const roleNames = roles.filter(isRoleId).map((role) => t(`common:roles.${getRoleName(role)}`));
  const roleList = new Intl.ListFormat(getUiLanguage(), { type: 'conjunction' }).format(roleNames);
  // Two sentences rather than a plural: "with the role «X»" and "with the roles: X and Y" differ
  // in more than the noun in Ukrainian, Russian and Polish.
  // An existing account is asked to join; a new e-mail sets up its account.
  const texts = hasAccount
    ? { one: 'invitations:join.invitedOneRole', many: 'invitations:join.invitedManyRoles' }
    : { one: 'invitations:accept.invitedOneRole', many: 'invitations:accept.invitedManyRoles' };
  const subtitle =
    roleNames.length === 1
      ? t(texts.one, { project: workspaceTitle, role: roleList })
      : t(texts.many, { project: workspaceTitle, roles: roleList });

  return (
    <PublicPageLayout
      title={t(hasAccount ? 'invitations:join.title' : 'invitations:accept.title')}
      subtitle={subtitle}
      testId="accept-invite-page"
    >
      {hasAccount ? (
        <JoinInvitation
          token={token}
          email={email}
          project={workspaceTitle}
          onInvalid={setInvalidMessage}
        />
      ) : (
        <AcceptInviteForm token={token} email={email} onInvalid={setInvalidMessage} />
      )}
    </PublicPageLayout>
  );
}

/**
 * Public: a new invitee sets a name and password and is signed in. A user already signed in on
 * this device still sees the form, since they may be setting up someone else; accepting replaces
 * the stored session. An existing account joins the project once its owner, signed in, accepts.
 */
export function AcceptInvitePage() {
  // Subscribes to language changes, so the message below follows the switcher.
  useTranslation('invitations');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  if (!token) {
    // Nothing to ask the server about; its catalogue message for any unusable link is shown.
    return <InvalidInvitation message={formatMessage('INVALID_INVITATION', getUiLanguage())} />;
  }
  return <InvitationCheck key={token} token={token} />;
}

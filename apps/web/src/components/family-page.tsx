import { Center, Container, Loader } from '@mantine/core';
import { IconLinkOff, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDeadLinkError } from '../lib/api-client.ts';
import { PublicPageFrame, type PublicPageTone } from './public-page-frame.tsx';
import { StatusIcon, StatusScreen } from './status-screen.tsx';

/** How one family page looks: the tint and reading column of its frame, the colours of its states. */
export type FamilyPageLook = {
  tone: PublicPageTone;
  /** The width of the reading column, in px. */
  width: number;
  /** The loader's colour; the theme's primary colour when not given. */
  loaderColor?: string;
  /** The icon colour of the dead-link state. */
  missingColor: string;
  /** The icon colour of the failed-load state. */
  errorColor: string;
};

type FamilyPageFrameProps = { look: FamilyPageLook; testId: string; children: ReactNode };

/**
 * The frame of a page a family opens through a shared link: logo and language switcher as on the
 * other public screens, and a reading column (the public layout holds one narrow form card).
 */
export function FamilyPageFrame({ look, testId, children }: FamilyPageFrameProps) {
  return (
    <PublicPageFrame tone={look.tone} testId={testId}>
      <Container size={look.width} px={{ base: 'sm', sm: 'md' }} pb="xl">
        {children}
      </Container>
    </PublicPageFrame>
  );
}

type FamilyPageStateProps = {
  look: FamilyPageLook;
  /** Why the page could not load; null while it is still loading. */
  error: Error | null;
  onRetry: () => void;
  /**
   * The frame is `<prefix>-loading`, `<prefix>-missing` or `<prefix>-error`; the messages are
   * `<prefix>-missing-message` and `<prefix>-error-message`.
   */
  testIdPrefix: string;
  /** The texts, from the page's own namespace. */
  missingTitle: string;
  missingDescription: string;
  errorTitle: string;
};

/** A family page until its content is there: loading, a link that no longer works, or a failure. */
export function FamilyPageState({
  look,
  error,
  onRetry,
  testIdPrefix,
  missingTitle,
  missingDescription,
  errorTitle,
}: FamilyPageStateProps) {
  const { t } = useTranslation('common');
  if (error === null) {
    return (
      <FamilyPageFrame look={look} testId={`${testIdPrefix}-loading`}>
        <Center py={96}>
          <Loader color={look.loaderColor} />
        </Center>
      </FamilyPageFrame>
    );
  }
  if (isDeadLinkError(error)) {
    return (
      <FamilyPageFrame look={look} testId={`${testIdPrefix}-missing`}>
        <StatusScreen
          isFullPage={false}
          testId={`${testIdPrefix}-missing-message`}
          badge={
            <StatusIcon color={look.missingColor}>
              <IconLinkOff size={48} stroke={1.5} />
            </StatusIcon>
          }
          title={missingTitle}
          description={missingDescription}
        />
      </FamilyPageFrame>
    );
  }
  return (
    <FamilyPageFrame look={look} testId={`${testIdPrefix}-error`}>
      <StatusScreen
        isFullPage={false}
        testId={`${testIdPrefix}-error-message`}
        badge={
          <StatusIcon color={look.errorColor}>
            <IconWifiOff size={48} stroke={1.5} />
          </StatusIcon>
        }
        title={errorTitle}
        description={error.message}
        action={{
          label: t('common:actions.retry'),
          icon: <IconRefresh size={18} />,
          onClick: onRetry,
        }}
      />
    </FamilyPageFrame>
  );
}

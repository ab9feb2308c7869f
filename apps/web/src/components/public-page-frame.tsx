import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';

const BACKGROUNDS = {
  cool: 'linear-gradient(160deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-gray-0) 45%, var(--mantine-color-cyan-0) 100%)',
  warm: 'linear-gradient(160deg, var(--mantine-color-orange-0) 0%, var(--mantine-color-gray-0) 45%, var(--mantine-color-teal-0) 100%)',
} as const;

export type PublicPageTone = keyof typeof BACKGROUNDS;

type PublicPageFrameProps = {
  children: ReactNode;
  testId?: string;
  /** The tint of the background: `cool` (indigo to cyan) or `warm` (orange to teal). */
  tone?: PublicPageTone;
};

/** The outside of every page shown without signing in: a tinted background, logo and language. */
export function PublicPageFrame({ children, testId, tone = 'cool' }: PublicPageFrameProps) {
  return (
    <Box mih="100dvh" data-testid={testId} style={{ background: BACKGROUNDS[tone] }}>
      <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} h={64} wrap="nowrap">
        <Logo />
        <LanguageSwitcher />
      </Group>
      {children}
    </Box>
  );
}

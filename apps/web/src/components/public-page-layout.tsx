import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicPageFrame } from './public-page-frame.tsx';

type PublicPageLayoutProps = {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  testId?: string;
};

/** The frame of screens used before signing in: logo, language, one card in the middle. */
export function PublicPageLayout({ title, subtitle, children, testId }: PublicPageLayoutProps) {
  return (
    <PublicPageFrame testId={testId}>
      <Center px="md" py={{ base: 'lg', sm: 64 }}>
        <Paper withBorder shadow="md" p={{ base: 'lg', sm: 40 }} w="100%" maw={440}>
          <Stack gap={4} mb="xl">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            <Text c="dimmed" component="div">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Paper>
      </Center>
    </PublicPageFrame>
  );
}

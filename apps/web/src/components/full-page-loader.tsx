import { Center, Loader } from '@mantine/core';

/** Shown before translations exist, so it carries no text. */
export function FullPageLoader() {
  return (
    <Center h="100dvh" data-testid="full-page-loader">
      <Loader size="lg" type="dots" />
    </Center>
  );
}

import { messages } from '@ddp/contract';
import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded screen arrives. */
export function RouteLoading() {
  return (
    <Center py="xl" role="status" aria-label={messages.kitLoading}>
      <Loader size="md" />
    </Center>
  );
}

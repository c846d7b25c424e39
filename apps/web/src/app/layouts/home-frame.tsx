import { Box, Group } from '@mantine/core';
import { Brand } from '../../components/brand';
import { RouteLoading } from '../../components/route-loading';

/**
 * What a signed-in address shows while the /home layout's code arrives: the header's bar and mark
 * where the layout draws them, and the loading indicator. Made of what Login's first download
 * already has, so a slow phone paints the portal's frame before the kit is in, not a blank page.
 */
export function HomeFrame() {
  return (
    <>
      {/* Fixed across the whole width, as the layout's header is (over the scrollbar's gutter). */}
      <Box
        component="header"
        className="home-frame-bar"
        pos="fixed"
        top={0}
        left={0}
        right={0}
        h={64}
        px="md"
        bg="var(--mantine-color-body)"
      >
        <Group h="100%" gap="sm" wrap="nowrap">
          {/* Where the layout's menu button will be on a phone, so the mark does not move. */}
          <Box w={28} hiddenFrom="sm" />
          <Brand />
        </Group>
      </Box>
      <Box h={64} />
      <RouteLoading />
    </>
  );
}

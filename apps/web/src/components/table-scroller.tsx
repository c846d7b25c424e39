import { Table } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface TableScrollerProps {
  /** The table's own name: the scroller is announced by it when it takes the focus. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  h?: number;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * Mantine's table scroll container, reachable from the keyboard whenever it is narrower than its
 * table (a phone): a row without buttons could not be scrolled into view otherwise (WCAG 2.1.1).
 * Wide enough, it adds no stop to the Tab order.
 */
export function TableScroller({ label, minWidth, children, ...others }: TableScrollerProps) {
  const { ref, width } = useElementSize();
  const scrolls = width > 0 && width < minWidth;
  return (
    <Table.ScrollContainer
      ref={ref}
      minWidth={minWidth}
      // Mantine leaves the outer box's overflow-x to a variable it only sets for native scrolling,
      // so the box scrolls as well; only the viewport inside it should.
      style={{ overflowX: 'hidden' }}
      scrollAreaProps={{
        viewportProps: scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {},
      }}
      {...others}
    >
      {children}
    </Table.ScrollContainer>
  );
}

import { Table } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';
import classes from './card-rows.module.css';
import { usePhoneLayout } from './use-phone-layout';

interface TableScrollerProps {
  /** The table's own name: the scroller is announced by it when it takes the focus. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  h?: number;
  /** Sizes of a fixed-height table's cards on a phone (PagedTable), which then snap into place. */
  wholeCards?: { head: number; pitch: number };
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * Mantine's table scroll container. On a phone its rows are cards (`card-rows.module.css`: every
 * cell a 'label: value' line, the actions always in sight), so nothing hides beyond the screen's
 * edge. Wider, a table narrower than its columns scrolls sideways and is then reachable from the
 * keyboard: a row without buttons could not be scrolled into view otherwise (WCAG 2.1.1). Wide
 * enough, it adds no stop to the Tab order.
 */
export function TableScroller({ label, minWidth, children, wholeCards, ...others }: TableScrollerProps) {
  const { ref, width } = useElementSize();
  const phone = usePhoneLayout();
  const scrolls = !phone && width > 0 && width < minWidth;
  const cardSizes = wholeCards
    ? ({ '--card-head': `${wholeCards.head}px`, '--card-pitch': `${wholeCards.pitch}px` } as CSSProperties)
    : {};
  return (
    <Table.ScrollContainer
      ref={ref}
      minWidth={phone ? 0 : minWidth}
      className={wholeCards ? `${classes.cards} ${classes.wholeCards}` : classes.cards}
      // Mantine leaves the outer box's overflow-x to a variable it only sets for native scrolling,
      // so the box scrolls as well; only the viewport inside it should.
      style={{ overflowX: 'hidden', ...cardSizes }}
      scrollAreaProps={{
        viewportProps: scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {},
      }}
      {...others}
    >
      {children}
    </Table.ScrollContainer>
  );
}

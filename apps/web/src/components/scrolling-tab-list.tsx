import { Tabs, type TabsListProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './scrolling-tab-list.module.css';

interface ScrollingTabListProps extends TabsListProps {
  /** The active tab's value of controlled tabs, so that it is scrolled into view when it changes. */
  active?: string | null;
}

/**
 * A tab list that stays on one row on a phone and scrolls sideways instead of stacking the tabs.
 * The arrows still move between tabs (Mantine's own keys); the focused tab scrolls into view by
 * itself, and the active one is brought into view when it changes without the focus (a screen
 * that opens on its second tab, a tab chosen by the screen after an action).
 */
export function ScrollingTabList({ active, className, onClick, ...others }: ScrollingTabListProps) {
  const list = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new active value is the trigger; the list's markup says which tab it is
  useEffect(() => {
    const selected = list.current?.querySelector('[role="tab"][aria-selected="true"]');
    // A list that opens on its first tab shows it already. Scrolling to it anyway made the browser
    // lay out the whole screen in the middle of its first render, on every screen with tabs.
    const first = !mounted.current && selected === list.current?.querySelector('[role="tab"]');
    mounted.current = true;
    if (!first) inView(selected);
  }, [active]);
  return (
    <Tabs.List
      ref={list}
      className={className ? `${classes.list} ${className}` : classes.list}
      // A tapped tab half past the edge comes wholly into view (a tap does not scroll to it).
      onClick={(event) => {
        inView((event.target as Element).closest('[role="tab"]'));
        onClick?.(event);
      }}
      {...others}
    />
  );
}

function inView(tab: Element | null | undefined): void {
  tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

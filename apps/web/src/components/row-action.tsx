import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { MouseEvent } from 'react';

interface RowActionProps {
  /** What the button does, shown on hover ('Delete'). */
  tip: string;
  /** Its name for screen readers, with the row it acts on ('Delete Keyboard app'). */
  label: string;
  icon: Icon;
  color?: ActionIconProps['color'];
  variant?: 'light' | 'subtle';
  iconSize?: number;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** An icon-only button in a table row: named after its row, its purpose in a tooltip. */
export function RowAction({
  tip,
  label,
  icon: Glyph,
  color,
  variant = 'subtle',
  iconSize = 18,
  onClick,
}: RowActionProps) {
  return (
    <Tooltip label={tip} withArrow>
      <ActionIcon variant={variant} color={color} aria-label={label} onClick={onClick}>
        <Glyph size={iconSize} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

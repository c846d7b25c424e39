import { Box, Collapse, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';

/** The Disclaimer box that opens and closes (spec section 2); closed at first. */
export function DisclaimerBox() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Paper withBorder radius="md">
      <UnstyledButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        w="100%"
        px="md"
        py="sm"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Text fw={600}>Disclaimer</Text>
        <IconChevronDown
          size={18}
          aria-hidden
          style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
        />
      </UnstyledButton>
      <Collapse expanded={open}>
        <Box id={panelId} px="md" pb="md">
          <Text size="sm">
            The Developer Portal contains open-source software of third parties. Each component is used under
            the licence named here and is provided by its authors as is, without warranty of any kind. The
            list is made from the software as it is built; the licence texts and copyright notices in the
            download are the ones the components ship, and where this list and a licence text differ, the
            licence text applies.
          </Text>
        </Box>
      </Collapse>
    </Paper>
  );
}

import { messages } from '@ddp/contract';
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
        <Text fw={600}>{messages.licenceDisclaimer}</Text>
        <IconChevronDown
          size={18}
          aria-hidden
          style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
        />
      </UnstyledButton>
      <Collapse expanded={open}>
        <Box id={panelId} px="md" pb="md">
          <Text size="sm">{messages.licenceTheDeveloperPortalContainsOpen}</Text>
        </Box>
      </Collapse>
    </Paper>
  );
}

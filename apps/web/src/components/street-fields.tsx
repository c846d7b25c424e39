import { messages } from '@ddp/contract';
import { TextInput } from '@mantine/core';
import type { TextBinding } from '../lib/use-form';

/** Street with number, and postal code, both required; the caller's grid lays them out. Two fields. */
export function StreetFields({ street, postal }: { street: TextBinding; postal: TextBinding }) {
  return (
    <>
      <TextInput label={messages.accountStreetAndNumber} autoComplete="street-address" required {...street} />
      <TextInput label={messages.accountPostalCode} autoComplete="postal-code" required {...postal} />
    </>
  );
}

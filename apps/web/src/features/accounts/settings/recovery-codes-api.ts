import { type MakeRecoveryCodesReply, type MakeRecoveryCodesRequest, messages, paths } from '@ddp/contract';
import { postEncrypted, signedIn } from '../../../lib/api-client';
import { formatGmt } from '../../../lib/format-gmt';

/** Ten new codes in place of the old ones, against the current password; the reply shows them once. */
export function makeRecoveryCodes(request: MakeRecoveryCodesRequest): Promise<MakeRecoveryCodesReply> {
  return postEncrypted<MakeRecoveryCodesReply>(paths.makeRecoveryCodes, request, signedIn);
}

/** The downloadable file: a heading, when the codes were made, then the codes, one a line. */
export function recoveryCodesFile(input: {
  email: string;
  madeAt: string;
  codes: readonly string[];
}): string {
  const lines = [
    messages.recoveryFileHeading({ email: input.email }),
    messages.recoveryFileMade({ date: formatGmt(input.madeAt) }),
    '',
    ...input.codes.map((code, at) => `${at + 1}. ${code}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** The file's name; the same in every language, so a person finds it again. */
export const RECOVERY_CODES_FILE = 'developer-portal-recovery-codes.txt';

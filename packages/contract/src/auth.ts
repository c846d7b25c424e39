import { z } from 'zod';
import { limits } from './constants';
import { currentPassword, email, totpCode } from './fields';
import { messages } from './messages';

export const loginRequest = z.object({ email: email(), password: currentPassword() });
export type LoginRequest = z.infer<typeof loginRequest>;

export const totpValidateRequest = z.object({ email: email(), userToken: totpCode() });
export type TotpValidateRequest = z.infer<typeof totpValidateRequest>;

export const cityDataRequest = z.object({
  countryname: z
    .string({ error: () => messages.countryRequired })
    .trim()
    .min(1, { error: () => messages.countryRequired })
    .max(limits.nameMaxLength, { error: () => messages.tooLong(limits.nameMaxLength) }),
});
export type CityDataRequest = z.infer<typeof cityDataRequest>;

export const viewPersonalDetailsRequest = z.object({ emailid: email() });
export type ViewPersonalDetailsRequest = z.infer<typeof viewPersonalDetailsRequest>;

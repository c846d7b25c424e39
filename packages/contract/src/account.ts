import { z } from 'zod';
import { limits } from './constants';
import { currentPassword, email, newPassword, requiredText } from './fields';
import { messages } from './messages';

export const resendQrRequest = z.object({ email: email(), password: currentPassword() });
export type ResendQrRequest = z.infer<typeof resendQrRequest>;

export const forgotPasswordRequest = z.object({ email: email() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** 256 bits as base64url without padding. */
const linkToken = () =>
  z.string({ error: () => messages.notValidToken }).regex(/^[A-Za-z0-9_-]{43}$/, {
    error: () => messages.notValidToken,
  });

/** What the reset link's `details` parameter carries (spec section 3, Reset payload). */
export const resetLinkPayload = z.object({
  email: email(),
  token: linkToken(),
  inviteDate: z.iso.datetime({ error: () => messages.notValidToken }),
});
export type ResetLinkPayload = z.infer<typeof resetLinkPayload>;

export const validateResetTokenRequest = z.object({
  email: email(),
  token: linkToken(),
  date: z.iso.datetime({ error: () => messages.notValidToken }),
});
export type ValidateResetTokenRequest = z.infer<typeof validateResetTokenRequest>;

export const customResetPasswordRequest = z.object({
  email: email(),
  token: linkToken(),
  newPass: newPassword(() => messages.passwordClassesReset),
});
export type CustomResetPasswordRequest = z.infer<typeof customResetPasswordRequest>;

/** The forced reset after 90 days: old and new password, with the temporary token as bearer. */
export const forcedResetRequest = z.object({
  email: email(),
  oldPass: currentPassword(),
  newPass: newPassword(() => messages.passwordClassesReset),
});
export type ForcedResetRequest = z.infer<typeof forcedResetRequest>;

const confirmation =
  <T extends { confirmpassword: string }>(passwordOf: (form: T) => string) =>
  (form: T, ctx: z.RefinementCtx) => {
    if (form.confirmpassword !== '' && form.confirmpassword !== passwordOf(form)) {
      ctx.addIssue({ code: 'custom', path: ['confirmpassword'], message: messages.passwordsNotIdentical });
    }
  };

/** The browser's form on /reset-password: new password and its confirmation. */
export const resetPasswordForm = z
  .object({
    password: newPassword(() => messages.passwordClassesReset),
    confirmpassword: z.string().min(1, { error: () => messages.passwordRequired }),
  })
  .superRefine(confirmation((form) => form.password));
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;

/** The browser's form on /resetpassword (forced): old, new and confirmation. */
export const forcedResetForm = z
  .object({
    oldPassword: currentPassword(),
    password: newPassword(() => messages.passwordClassesReset),
    confirmpassword: z.string().min(1, { error: () => messages.passwordRequired }),
  })
  .superRefine(confirmation((form) => form.password));
export type ForcedResetForm = z.input<typeof forcedResetForm>;

const MOBILE = /^\+\d{1,4} \d{5,15} [A-Z]{2}$/;

export const editDetailsRequest = z.object({
  editfirstname: requiredText(() => messages.firstNameRequired, limits.nameMaxLength),
  editlastname: requiredText(() => messages.lastNameRequired, limits.nameMaxLength),
  editmobile: z
    .string({ error: () => messages.phoneRequired })
    .trim()
    .min(1, { error: () => messages.phoneRequired })
    .regex(MOBILE, { error: () => messages.mobileFormat }),
  email: email(),
  postal: requiredText(() => messages.fieldRequired, 20),
  city: requiredText(() => messages.cityRequired, limits.addressMaxLength),
  country: requiredText(() => messages.countryRequired, limits.nameMaxLength),
  street: requiredText(() => messages.fieldRequired, limits.addressMaxLength),
});
export type EditDetailsRequest = z.infer<typeof editDetailsRequest>;

/** The contract sends the new password as `confirmpassword` (spec section 7). */
export const updatePasswordRequest = z.object({
  confirmpassword: newPassword(() => messages.passwordClassesReset),
  email: email(),
  oldpassword: currentPassword(),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;

export const changePasswordForm = z
  .object({
    oldPassword: currentPassword(),
    password: newPassword(() => messages.passwordClassesReset),
    confirmpassword: z.string().min(1, { error: () => messages.passwordRequired }),
  })
  .superRefine(confirmation((form) => form.password));
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

export const deleteDetailsRequest = z.object({
  consumerId: z.uuid({ error: () => messages.badRequest }),
  emailId: email(),
});
export type DeleteDetailsRequest = z.infer<typeof deleteDetailsRequest>;

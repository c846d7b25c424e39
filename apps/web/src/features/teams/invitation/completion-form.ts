import { currentPassword, messages, registrationFields } from '@ddp/contract';

/**
 * What the invited person types (spec section 5, Invitation completion): the registration's
 * password, dial code and phone rules, and a confirmation that must be identical.
 */
export const completionForm = registrationFields
  .pick({ password: true, countryCode: true, phonenumber: true })
  .extend({ confirmPassword: currentPassword() })
  .superRefine((form, ctx) => {
    if (form.confirmPassword !== '' && form.confirmPassword !== form.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordsNotIdentical });
    }
  });

export type CompletionFormValues = {
  password: string;
  confirmPassword: string;
  countryCode: string;
  phonenumber: string;
};

export const initialCompletionValues: CompletionFormValues = {
  password: '',
  confirmPassword: '',
  countryCode: '',
  phonenumber: '',
};

export const completionFieldNames = Object.keys(initialCompletionValues);

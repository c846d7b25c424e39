import { z } from 'zod';
import { limits } from './constants';
import { dialCode, email, newPassword, phoneDigits, requiredText } from './fields';
import { messages } from './messages';

/** The fields of `register-user`'s `Data` object, exactly as the contract names them. */
export const registrationFields = z.object({
  firstname: requiredText(() => messages.firstNameRequired, limits.nameMaxLength),
  lastname: requiredText(() => messages.lastNameRequired, limits.nameMaxLength),
  email: email(),
  password: newPassword(),
  countryCode: dialCode(),
  phonenumber: phoneDigits(),
  mobile: z
    .string({ error: () => messages.mobileMismatch })
    .max(40, { error: () => messages.mobileMismatch }),
  companyname: requiredText(() => messages.companyNameRequired, limits.nameMaxLength),
  street: requiredText(() => messages.fieldRequired, limits.addressMaxLength),
  postal: requiredText(() => messages.fieldRequired, 20),
  city: requiredText(() => messages.cityRequired, limits.addressMaxLength),
  country: requiredText(() => messages.countryRequired, limits.nameMaxLength),
  projectname: requiredText(() => messages.projectNameRequired, limits.nameMaxLength),
  projectdescription: requiredText(() => messages.projectDescriptionRequired),
  purpose: requiredText(() => messages.fieldRequired),
});
export type RegistrationFields = z.infer<typeof registrationFields>;

/** `mobile` is the dial code, number and ISO country joined by spaces (spec section 3). */
export function composeMobile(countryCode: string, phonenumber: string, iso2: string): string {
  return `${countryCode} ${phonenumber} ${iso2}`;
}

export const registerUserRequest = z.object({
  Data: registrationFields.superRefine((data, ctx) => {
    const [code, number, iso2] = data.mobile.split(' ');
    if (code !== data.countryCode || number !== data.phonenumber || !/^[A-Z]{2}$/.test(iso2 ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['mobile'], message: messages.mobileMismatch });
    }
  }),
});
export type RegisterUserRequest = z.infer<typeof registerUserRequest>;

/**
 * The browser's registration form: the contract's fields plus confirmation and the two consents.
 * The city is asked for only once a country is picked (spec section 5).
 */
export const registrationForm = registrationFields
  .omit({ mobile: true, city: true, countryCode: true })
  .extend({
    countryCode: z.string(),
    city: z
      .string()
      .trim()
      .max(limits.addressMaxLength, { error: () => messages.tooLong(limits.addressMaxLength) }),
    confirmPassword: z.string().min(1, { error: () => messages.passwordRequired }),
    acceptTerms: z.boolean().refine((value) => value, { error: () => messages.acceptTerms }),
    acceptPrivacy: z.boolean().refine((value) => value, { error: () => messages.acceptPrivacy }),
  })
  .superRefine((form, ctx) => {
    if (form.confirmPassword !== '' && form.confirmPassword !== form.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordsNotIdentical });
    }
    if (form.country !== '' && form.city === '') {
      ctx.addIssue({ code: 'custom', path: ['city'], message: messages.cityRequired });
    }
  });
export type RegistrationForm = z.input<typeof registrationForm>;
export type RegistrationFormData = z.output<typeof registrationForm>;

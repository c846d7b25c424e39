import { type RegistrationForm, registrationForm } from '@ddp/contract';
import { useForm } from '../../../lib/use-form';

const initialValues: RegistrationForm = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  confirmPassword: '',
  country: '',
  countryCode: '',
  city: '',
  street: '',
  postal: '',
  phonenumber: '',
  companyname: '',
  projectname: '',
  projectdescription: '',
  purpose: '',
  acceptTerms: false,
  acceptPrivacy: false,
};

export const registrationFieldNames = Object.keys(initialValues);

/** The registration form, validated by the contract's `registrationForm` (spec section 5). */
export function useRegistrationForm() {
  return useForm(registrationForm, initialValues);
}

export type RegistrationFormApi = ReturnType<typeof useRegistrationForm>;

import { z } from 'zod';
import { limits } from './constants';
import { email, newPassword, requiredText } from './fields';
import { messages } from './messages';
import type { RoleText } from './roles';
import { EMAIL_PATTERN } from './sign-in-form';

const id = () => z.uuid({ error: () => messages.badRequest });

/** Team list: the ids must be the caller's own; `page` (ours) pages by 10 on the server. */
export const viewListConsumersRequest = z.object({
  projectId: id(),
  companyId: id(),
  consumerId: id(),
  page: z.number().int().min(1).max(100_000).default(1),
});
export type ViewListConsumersRequest = z.input<typeof viewListConsumersRequest>;

export const getAdminDetailRequest = z.object({ email: email(), consumerid: id() });
export const viewAdminDetailsRequest = z.object({ consumerId: id(), id: id() });

const inviteEmail = () =>
  z
    .string({ error: () => messages.inviteEmailRequired })
    .trim()
    .max(limits.emailMaxLength, { error: () => messages.tooLong(limits.emailMaxLength) })
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), {
      error: () => messages.inviteEmailInvalid,
    })
    .transform((value) => value.toLowerCase());

const inviteNames = {
  firstname: requiredText(() => messages.inviteFirstNameRequired, limits.nameMaxLength),
  lastname: requiredText(() => messages.inviteLastNameRequired, limits.nameMaxLength),
};

/**
 * invite-user: a real invitation by mail, or (dummy_consumers / no_invite_consumer) a dummy consumer
 * without one. `isAdmin` is the browser's hint of the caller's role and is ignored: the server knows.
 */
export const inviteUserRequest = z
  .object({
    ...inviteNames,
    email: inviteEmail().optional().default(''),
    admin: z.boolean({ error: () => messages.badRequest }),
    isAdmin: z.unknown().optional(),
    createdUserId: id(),
    no_invite_consumer: z.boolean().optional().default(false),
    dummy_consumers: z.boolean().optional().default(false),
  })
  .superRefine((data, ctx) => {
    if (!data.dummy_consumers && !data.no_invite_consumer && data.email === '') {
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.inviteEmailRequired });
    }
  });
export type InviteUserRequest = z.input<typeof inviteUserRequest>;

/** The browser's invite form; the e-mail is checked only when the normal-user switch is on. */
export const inviteForm = z
  .object({
    ...inviteNames,
    email: z.string(),
    admin: z.boolean(),
    normaluser: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (!form.normaluser) return;
    const result = inviteEmail().safeParse(form.email);
    const message =
      form.email.trim() === '' ? messages.inviteEmailRequired : result.error?.issues[0]?.message;
    if (message) ctx.addIssue({ code: 'custom', path: ['email'], message });
  });
export type InviteForm = z.input<typeof inviteForm>;

/** What the invitation link's `details` carries (spec section 3) plus the single-use token (ours). */
export const invitationLinkPayload = z.object({
  emailId: email(),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  inviteDate: z.iso.datetime(),
  createdUserId: id(),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type InvitationLinkPayload = z.infer<typeof invitationLinkPayload>;

const MOBILE = /^\+\d{1,4} \d{5,15} [A-Z]{2}$/;

/** update-consumer completes an invitation; `token` is our addition so nobody completes another's. */
export const updateConsumerRequest = z.object({
  firstname: z.string().max(limits.nameMaxLength),
  lastname: z.string().max(limits.nameMaxLength),
  email: email(),
  password: newPassword(),
  mobile: z
    .string({ error: () => messages.phoneRequired })
    .trim()
    .min(1, { error: () => messages.phoneRequired })
    .regex(MOBILE, { error: () => messages.mobileFormat }),
  ddpInvite: z.literal(true, { error: () => messages.badRequest }),
  createdUserId: id(),
  token: z
    .string({ error: () => messages.notValidToken })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: () => messages.notValidToken }),
});
export type UpdateConsumerRequest = z.infer<typeof updateConsumerRequest>;

export const makeAdminConsumerRequest = z.object({
  consumerId: id(),
  id: id(),
  admin: z.boolean({ error: () => messages.badRequest }),
});
export type MakeAdminConsumerRequest = z.infer<typeof makeAdminConsumerRequest>;

export const deleteConsumerRequest = z.object({ id: id(), consumerId: id() });
export type DeleteConsumerRequest = z.infer<typeof deleteConsumerRequest>;

export interface TeamMember {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  createdAt: string;
  isAdmin: RoleText[];
  /** ours: a consumer created without invitation, who cannot sign in. */
  dummy: boolean;
}

export interface TeamListReply {
  output: 'success';
  message: TeamMember[];
  page: number;
  pageSize: number;
  total: number;
}

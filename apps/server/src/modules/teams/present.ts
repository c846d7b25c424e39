import type { TeamListReply } from '@ddp/contract';
import type { TeamsService } from './service';

type ListResult = Awaited<ReturnType<TeamsService['list']>>;
type AdminResult = Awaited<ReturnType<TeamsService['adminDetails']>>;

export const teamListReply = ({ rows, total, page, pageSize }: ListResult): TeamListReply => ({
  output: 'success',
  message: rows.map((row) => ({
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    createdAt: row.created_at.toISOString(),
    isAdmin: [row.is_owner ? 'Owner' : 'User'],
    dummy: row.is_dummy,
  })),
  page,
  pageSize,
  total,
});

/** Admin details (spec section 3, spellings as the contract): the full record only for Owners. */
export const adminDetailsReply = ({ isOwner, company }: AdminResult, email: string) => ({
  output: 'success',
  adminValue: isOwner ? 'Owner' : 'User',
  multi_consumers_auth: company.multi_consumers_auth,
  ...(isOwner
    ? {
        city: company.city,
        comapny_name: company.name,
        street_address: company.street,
        zip_code: company.postal,
        country: company.country,
        project_name: company.project_name,
        project_description: company.project_description,
        purpose: company.purpose,
        admin_with_multi_consumer_auth_limit: company.admin_with_multi_consumer_auth_limit,
        email_admin: email,
      }
    : {}),
});

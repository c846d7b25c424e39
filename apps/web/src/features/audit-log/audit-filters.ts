import { AUDIT_AREAS, type AuditArea, viewAuditLogRequest } from '@ddp/contract';

/** The screen's filters as its fields hold them: an empty text is no filter. */
export interface AuditFilters {
  area: AuditArea | '';
  actor: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = Object.freeze({ area: '', actor: '', from: '', to: '' });

export type FilterField = keyof AuditFilters;
export type FilterErrors = Partial<Record<FilterField, string>>;

export const isAuditArea = (value: string): value is AuditArea =>
  (AUDIT_AREAS as readonly string[]).includes(value);

/** Whether any filter narrows the log: an empty answer then says so rather than 'No events yet'. */
export function hasFilters(filters: AuditFilters): boolean {
  return filters.area !== '' || filters.actor.trim() !== '' || filters.from !== '' || filters.to !== '';
}

/** The filters as the call takes them: the ones left empty are left out, the member's text trimmed. */
export function filterRequest(filters: AuditFilters) {
  const actor = filters.actor.trim();
  return {
    ...(filters.area ? { area: filters.area } : {}),
    ...(actor ? { actor } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/**
 * The contract's checks of the filters (a day that exists, the end not before the start, an
 * e-mail's length), by field: the screen asks only with filters that pass.
 */
export function filterErrors(filters: AuditFilters): FilterErrors {
  const checked = viewAuditLogRequest.safeParse(filterRequest(filters));
  if (checked.success) return {};
  const errors: FilterErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (field === 'area' || field === 'actor' || field === 'from' || field === 'to')
      errors[field] ??= issue.message;
  }
  return errors;
}

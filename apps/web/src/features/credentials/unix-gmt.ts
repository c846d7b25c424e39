import { formatGmt } from '../../lib/format-gmt';

/** Credentials carry created_at in unix seconds (spec section 3); shown as YYYY-MM-DD HH:mm:ss GMT. */
export const unixGmt = (seconds: number): string => formatGmt(new Date(seconds * 1000).toISOString());

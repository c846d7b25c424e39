/** 'YYYY-MM-DD HH:mm:ss GMT' for an ISO instant (spec section 9); raw text if unreadable. */
export function formatGmt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} GMT`;
}

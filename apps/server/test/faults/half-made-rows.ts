import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/**
 * Every rule that a write cut off half way would break, with how many rows break it; only the broken
 * rules are returned, so a sound database gives {}. Foreign keys already forbid some of these: they
 * are counted all the same, so that a migration dropping one cannot hide a half-made write.
 */
export async function halfMadeRows(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, number>>`
    SELECT
      (SELECT count(*) FROM companies c WHERE
         (SELECT count(*) FROM consumers m WHERE m.company_id = c.id AND m.is_owner) <> 1
      )::int AS "companies without exactly one owner",
      (SELECT count(*) FROM projects p WHERE NOT EXISTS
         (SELECT 1 FROM consumers m WHERE m.project_id = p.id)
      )::int AS "projects without a member",
      (SELECT count(*) FROM consumers m LEFT JOIN projects p ON p.id = m.project_id
         WHERE p.id IS NULL OR p.company_id <> m.company_id
      )::int AS "consumers whose project is not their company's",
      (SELECT count(*) FROM consumers WHERE password_hash = '' OR totp_secret = ''
      )::int AS "consumers without password or code seed",
      (SELECT count(*) FROM credentials WHERE secret_hash = '' OR secret_sealed = ''
      )::int AS "credentials without a secret",
      (SELECT count(*) FROM credentials cr LEFT JOIN consumers m ON m.id = cr.consumer_id
         WHERE m.id IS NULL OR m.company_id <> cr.company_id
      )::int AS "credentials not held within their company",
      (SELECT count(*) FROM sessions s WHERE NOT EXISTS
         (SELECT 1 FROM consumers m WHERE m.id = s.consumer_id)
      )::int AS "sessions without a consumer",
      (SELECT count(*) FROM password_resets r WHERE NOT EXISTS
         (SELECT 1 FROM consumers m WHERE m.id = r.consumer_id)
      )::int AS "password resets without a consumer"
  `.execute(db);
  return Object.fromEntries(Object.entries(rows[0] ?? {}).filter(([, count]) => count !== 0));
}

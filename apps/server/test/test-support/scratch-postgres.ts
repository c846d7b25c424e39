import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The new database's URL, for a server process's DATABASE_URL. */
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server of `adminUrl`; the server that uses it migrates it. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

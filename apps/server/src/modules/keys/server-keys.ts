import type { Db } from '../../db/database';
import type { SecretBox } from '../../platform/secret-box';
import { openServerKey } from './open-server-key';
import * as repo from './repo';

export type { StoredKey } from './repo';

/**
 * The keys module's service: the server's own key pairs, one set per purpose (the envelope pair, the
 * token signing keys), their private halves sealed under the master key in `server_keys`, so that
 * every instance on one database uses the same keys.
 */
export class ServerKeys {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  /** The purpose's keys, newest first. */
  list(purpose: string): Promise<repo.StoredKey[]> {
    return repo.findKeys(this.db, purpose);
  }

  /** The purpose's first key, unless another instance made one first; read back with `list`. */
  addFirst(purpose: string, key: repo.StoredKey): Promise<void> {
    return repo.insertKeyIfNone(this.db, purpose, key);
  }

  /** A further key (rotation): the newest signs, the older still verify. */
  add(purpose: string, key: repo.StoredKey): Promise<void> {
    return repo.insertKey(this.db, purpose, key);
  }

  sealPrivate(purpose: string, privateJwk: string): string {
    return this.box.seal(`key:${purpose}`, privateJwk);
  }

  openPrivate(purpose: string, sealed: string): string {
    return openServerKey(this.box, purpose, sealed);
  }
}

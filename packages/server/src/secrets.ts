import { randomBytes } from 'node:crypto';
import type { Db } from './db';
import { generatedSecretsRepository } from './repositories/generated-secrets';
import type { AppSecrets } from './settings';

/**
 * The keys the API signs with: the environment's (JWT_SECRET, PAYMENT_SECRET) when given, else
 * ones it generated for this database (32 random bytes each, decision 0021). No key is a constant
 * of the source, so a token forged with a key read in the repository is refused. Production
 * refuses to start without JWT_SECRET (config.ts); outside it, several instances on one database
 * agree on the generated keys, and a new database (a new data folder) gets new ones.
 */
export async function signingSecrets(db: Db, given: Partial<AppSecrets>): Promise<AppSecrets> {
  const kept = generatedSecretsRepository(db);
  const generated = (name: string) => kept.keep(name, randomBytes(32).toString('base64url'));
  return {
    jwtSecret: given.jwtSecret ?? (await generated('jwt')),
    paymentSecret: given.paymentSecret ?? (await generated('payment')),
  };
}

import type { Db } from '../db';

/** Keys the API made for itself (table generated_secrets, decision 0021). */
export function generatedSecretsRepository(db: Db) {
  return {
    /**
     * The key of this name; `candidate` becomes it when there is none yet. Instances starting
     * together may each offer one: the first insert wins and every instance reads the winner's.
     */
    async keep(name: string, candidate: string): Promise<string> {
      await db.query('INSERT INTO generated_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, candidate]);
      const [row] = await db.query<{ value: string }>('SELECT value FROM generated_secrets WHERE name = $1', [name]);
      if (!row) throw new Error(`generated secret ${name} was not kept`);
      return row.value;
    },
  };
}

import { z } from 'zod/mini';
import { ContractError } from './errors';

/** Checks an answer against its contract; a mismatch is a ContractError, never silent. */
export function parseAnswer<T>(schema: z.ZodMiniType<T>, path: string, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContractError(path, result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return result.data;
}

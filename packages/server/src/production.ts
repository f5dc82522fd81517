import {
  chosenProvider,
  EXCHANGE_PASSWORD_MIN,
  given,
  httpsVariables,
  inUse,
  productionRules,
  PROVIDER_VARIABLES,
  realProviders,
  requirementProblems,
} from './env-variables';
import { isLoopbackHost } from './lib/loopback';

/**
 * What a production start refuses (decision 0021): every development stand-in, whatever a chosen
 * provider or a switched-on feature needs, each variable's production rule and an address that
 * sends shoppers or credentials over plain http, all as env-variables.ts declares them. Each
 * problem starts with the variable to fix. The values are read from the environment as given.
 */

/** An address that is https, or http on the loopback only; an unreadable one is left to the schema's check. */
function plainHttpProblem(name: string, address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) return null;
  return `${name}: в production нужен адрес https:// (http:// допустим только для 127.0.0.1 и localhost), задан «${address}»`;
}

/** 1C's exchange password in production (decision 0056): long, not the login, not one character or digit run. */
function weakExchangePassword(env: NodeJS.ProcessEnv): string | null {
  const login = given(env, 'EXCHANGE_LOGIN');
  const password = env.EXCHANGE_PASSWORD ?? '';
  if (!login || !password.trim()) return null;
  const weak =
    password.length < EXCHANGE_PASSWORD_MIN ||
    password.toLowerCase().includes(login.toLowerCase()) ||
    new Set(password).size < 6 ||
    /^\d+$/.test(password);
  return weak
    ? `EXCHANGE_PASSWORD: слабый пароль обмена с 1С: нужен не короче ${EXCHANGE_PASSWORD_MIN} символов, не из одних цифр, не содержащий логин (например, openssl rand -base64 24)`
    : null;
}

/** Everything a production start with this environment must refuse; empty when it may start. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const variable of PROVIDER_VARIABLES) {
    const chosen = chosenProvider(env, variable);
    const real = realProviders(variable);
    if (!real.includes(chosen)) {
      problems.push(
        `${variable}: в production нужен настоящий провайдер (${real.join(' или ')}), а не «${chosen}» — заглушка для разработки`,
      );
    }
  }
  problems.push(...requirementProblems(env));
  for (const { name, refuses } of productionRules()) {
    const problem = refuses(given(env, name));
    if (problem) problems.push(problem);
  }
  const weak = weakExchangePassword(env);
  if (weak) problems.push(weak);
  for (const name of httpsVariables()) {
    const problem = given(env, name) && inUse(env, name) ? plainHttpProblem(name, given(env, name)) : null;
    if (problem) problems.push(problem);
  }
  return problems;
}

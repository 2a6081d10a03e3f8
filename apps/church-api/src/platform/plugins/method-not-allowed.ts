import type { FastifyInstance } from 'fastify';
import { CONTRACT_METHODS, type ContractOperation } from '../http/contract-operations';
import { ProblemError } from '../http/problem';

export interface MethodNotAllowedOptions {
  operations: ContractOperation[];
}

/**
 * A method a contract path does not have answers 405 with `Allow` (the contract's methods there),
 * before any body is read — instead of Fastify's 404 for a route it does not know.
 */
export async function methodNotAllowed(app: FastifyInstance, { operations }: MethodNotAllowedOptions) {
  const methodsByUrl = new Map<string, Set<string>>();
  for (const { url, method } of operations) methodsByUrl.set(url, (methodsByUrl.get(url) ?? new Set()).add(method));

  for (const [url, methods] of methodsByUrl) {
    const allowed = CONTRACT_METHODS.filter((method) => methods.has(method));
    const missing = CONTRACT_METHODS.filter((method) => !methods.has(method));
    const refuse = async () => {
      throw new ProblemError(405, 'Method Not Allowed', `This resource allows ${allowed.join(', ')}.`, { headers: { allow: allowed.join(', ') } });
    };
    app.route({ method: missing, url, onRequest: refuse, handler: refuse });
  }
}

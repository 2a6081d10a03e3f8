import type { FastifyInstance } from 'fastify';
import { login, me } from '../../../../test/helpers/account-helpers';

/** A signed-in demo account: its access token and its id (the `usuario` of the area's calls). */
export interface Caller {
  token: string;
  id: number;
}

export async function signIn(app: FastifyInstance, email: string): Promise<Caller> {
  const { token } = await login(app, email);
  return { token, id: (await me(app, token)).id };
}

/** The headers of a call by `caller`, or of a guest's. */
export function bearer(caller: Caller | undefined): Record<string, string> {
  return caller ? { authorization: `Bearer ${caller.token}` } : {};
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ProblemError } from '../http/problem';

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const HOST_NAME = `${LABEL}(?:\\.${LABEL})*\\.?`;
const IPV6 = '\\[[0-9a-f:.]+\\]';
const HOST = new RegExp(`^(?:${HOST_NAME}|${IPV6})(?::(\\d{1,5}))?$`, 'i');

/** Whether a Host (or X-Forwarded-Host) value is a host name or address with an optional valid port. */
export function isValidHost(value: string | undefined): boolean {
  if (!value || value.length > 261) return false;
  const match = HOST.exec(value);
  if (!match) return false;
  const port = match[1];
  return port === undefined || Number(port) <= 65535;
}

const KNOWN_GOOD_LIMIT = 1024;
/** Host values already found valid: a church's few names come on nearly every request. */
const knownGood = new Set<string>();

/** isValidHost, remembering up to KNOWN_GOOD_LIMIT valid values (beyond them, each is checked anew). */
function isKnownOrValidHost(value: string | undefined): boolean {
  if (value !== undefined && knownGood.has(value)) return true;
  if (!isValidHost(value)) return false;
  if (knownGood.size < KNOWN_GOOD_LIMIT) knownGood.add(value as string);
  return true;
}

function badHost(): ProblemError {
  return new ProblemError(400, 'Bad Request', 'The Host header is not a valid host name.', {
    code: 'HOST_INVALID',
    errors: [{ field: 'headers.host', message: 'must be a host name with an optional port' }],
  });
}

/**
 * Refuses a request whose Host header (or, behind a trusted proxy, the forwarded host the app uses) is
 * not a host name: userinfo (`a@evil.example`), spaces, paths or a bad port never reach a handler.
 */
export const hostHeader = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      done(isKnownOrValidHost(request.headers.host) && isKnownOrValidHost(request.host) ? undefined : badHost());
    });
  },
  { name: 'host-header' },
);

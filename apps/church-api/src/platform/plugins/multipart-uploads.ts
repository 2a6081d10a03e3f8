import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContractOperation } from '../http/contract-operations';
import { ProblemError } from '../http/problem';
import { operationIdOf, withHook } from '../http/route-hooks';

export const MULTIPART_FORM_DATA = 'multipart/form-data';

/** A file part of an upload, as the handler reads it. */
export interface UploadedFile {
  field: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart upload (set before the handler of an upload operation runs). */
    uploadedFiles?: UploadedFile[];
  }
}

/** Who may upload to a multipart operation, checked before its body is read, and how much it may send. */
export interface UploadRule {
  /** Throws the 401/403 problem for a request that may not upload. */
  guard(request: FastifyRequest): Promise<unknown>;
  limits: { fileSize: number; files: number; fields: number };
}

export interface MultipartUploadsOptions {
  operations: ContractOperation[];
  /** One rule per multipart operation, by operationId. */
  rules: Record<string, UploadRule>;
}

function addField(body: Record<string, unknown>, name: string, value: unknown): void {
  const current = body[name];
  if (current === undefined) body[name] = value;
  else body[name] = Array.isArray(current) ? [...current, value] : [current, value];
}

/** A limit the upload passed keeps its 413; anything else the parser met is a malformed body. */
function unreadableUpload(error: unknown): unknown {
  if ((error as { statusCode?: number }).statusCode === 413) return error;
  return new ProblemError(400, 'Bad Request', 'The multipart body could not be read.', {
    errors: [{ field: 'body', message: error instanceof Error ? error.message : 'is not valid multipart/form-data' }],
  });
}

/**
 * Reads an upload into `request.uploadedFiles`; its fields become the body, which the schema then
 * validates like any other. The contract types a file part as a (binary) string: its file name
 * stands in for it there.
 */
async function readUpload(request: FastifyRequest, limits: UploadRule['limits']): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        files.push({ field: part.fieldname, data: await part.toBuffer() });
        addField(body, part.fieldname, part.filename || 'upload');
      } else {
        addField(body, part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw unreadableUpload(error);
  }
  request.body = body;
  request.uploadedFiles = files;
}

/**
 * multipart/form-data for the operations whose contract says so (request-bodies refuses it for the
 * others). An upload is read only after its guard has accepted the request, so a stranger cannot make
 * the server buffer a body, and a body the parser cannot read is a 400.
 */
export const multipartUploads = fp(
  async (app: FastifyInstance, { operations, rules }: MultipartUploadsOptions) => {
    const uploadIds = new Set(operations.filter((o) => o.bodyMediaTypes.includes(MULTIPART_FORM_DATA)).map((o) => o.operationId));
    if (uploadIds.size === 0) return;
    const unguarded = [...uploadIds].filter((operationId) => !rules[operationId]);
    if (unguarded.length > 0) throw new Error(`Upload operations without a guard: ${unguarded.join(', ')}`);

    await app.register(multipart);
    app.addHook('onRoute', (route) => {
      const operationId = operationIdOf(route.schema);
      const rule = operationId && uploadIds.has(operationId) ? rules[operationId] : undefined;
      if (!rule) return;
      route.onRequest = withHook(route.onRequest, async (request: FastifyRequest) => {
        await rule.guard(request);
      });
      route.preValidation = withHook(route.preValidation, (request: FastifyRequest) => readUpload(request, rule.limits));
    });
  },
  { name: 'multipart-uploads' },
);

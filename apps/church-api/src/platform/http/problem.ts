/** One invalid field of a request, named as the client sent it. */
export interface FieldError {
  field: string;
  message: string;
}

/** An RFC 9457 problem that a handler raises to answer with a 4xx. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly extra: { code?: string; errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail ?? title);
    this.name = 'ProblemError';
  }
}

export function notFound(detail: string): ProblemError {
  return new ProblemError(404, 'Not Found', detail);
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** A server problem+json body as far as forms care: its code and per-field errors. */
export interface FieldProblem {
  code?: string;
  errors?: { field: string; message: string }[];
}

/** The problem's field errors keyed by form field (`body.cpf` → `cpf`). */
export function fieldErrorsFromProblem(problem: FieldProblem | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const error of problem?.errors ?? []) {
    const field = error.field.replace(/^(body|query|params)\./, '');
    errors[field] ??= error.message;
  }
  return errors;
}

/** What a step's submit reports back: errors on fields (from the server), or one for the whole form. */
export interface SubmitResult {
  fieldErrors?: Record<string, string>;
  error?: string;
}

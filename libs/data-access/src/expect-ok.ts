import { failure, type FetchResult, settle } from './api-error';

// Its own file: only screens after the first paint send calls without a body, so it stays out of the entry.
/** A call whose success has no body (204): resolves, or raises the typed error. */
export async function expectOk(call: Promise<FetchResult<unknown>>): Promise<void> {
  const result = await settle(call);
  if (!result.response.ok) throw failure(result);
}

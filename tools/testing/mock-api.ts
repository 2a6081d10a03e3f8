import { delay, HttpResponse, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';

/**
 * Where the browser's clients call the main API (`createApiClients`: `/api/v1` on the page's
 * origin). Any origin matches, so that the same handlers serve Storybook and the jsdom tests.
 */
export const MOCK_API_BASE_URL = '*/api/v1';

/**
 * Mock Service Worker handlers for one contract, typed by its openapi-typescript `paths`
 * (`contractHttp<paths>()` with `paths` from `@church/contracts-<module>`):
 * `get`/`post`/… accept only the paths the contract has for that method, `params`, `query` and
 * `request.json()` are typed from it, and `response(200).json(body)` accepts only the status codes
 * the operation declares, each with its own body schema.
 */
export function contractHttp<Paths extends object>() {
  return createOpenApiHttp<Paths>({ baseUrl: MOCK_API_BASE_URL });
}

/** The body of an RFC 9457 problem, as the server sends it (`components['schemas']['Problem']`). */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code?: string;
  errors?: { field: string; message: string }[];
}

/** A problem body for a status the operation declares: `response(404).json(problem(404))`. */
export function problem(status: number, extra: Partial<ProblemBody> = {}): ProblemBody {
  const titles: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests' };
  return { type: 'about:blank', title: titles[status] ?? 'Error', status, ...extra };
}

/** A resolver that never answers: the screen stays in its loading state. */
export async function neverAnswer(): Promise<never> {
  await delay('infinite');
  throw new Error('unreachable');
}

/**
 * A resolver answering 500 with a problem body, which any operation may answer and none declares
 * (§8: the screen shows its generic error).
 */
export function serverError<Answer>({ response }: { response: { untyped: (answer: Response) => Answer } }): Answer {
  return response.untyped(
    HttpResponse.json(
      { type: 'about:blank', title: 'Internal Server Error', status: 500 },
      { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
    ),
  );
}

/**
 * What a page story says about the page it shows (its `parameters`, checked with
 * `satisfies ChurchStoryParameters`); `.storybook/church-preview.tsx` acts on it.
 *
 * ```ts
 * parameters: {
 *   route: '/news/12',
 *   routePath: newsPaths.detail.path,
 *   msw: { handlers: { item: newsApi.get('/igreja/{slug}/noticia/{id}', ({ response }) => response(200).json({ noticia })) } },
 * } satisfies ChurchStoryParameters,
 * ```
 */
export interface ChurchStoryParameters<Church extends object = Record<string, unknown>> {
  /** The address the story opens, with its query (`/news?page=2`); `/` by default. */
  route?: string;
  /**
   * The route the story's component is rendered at (`/news/:newsId`), so that `useParams` works;
   * an address outside it shows "Another page" with the address. Without it, every address renders the story.
   */
  routePath?: string;
  /** `member`: a member of the church is signed in, and the member's own calls are answered. */
  session?: 'visitor' | 'member';
  /** Changes to the church the story is served as (`Igreja`). */
  church?: Partial<Church>;
  /**
   * The church's payment methods, as its bootstrap gives them (`MetodoPagamento`: who serves each, and
   * Stripe's publishable key where Stripe serves cards); by default every one is the sandbox's.
   */
  paymentMethods?: object[];
  /**
   * Mock Service Worker handlers, ahead of the church's defaults (its congregations, the reference
   * lists and, for a member, the account). Named handlers let a story replace one of its meta's;
   * `null` removes it.
   */
  msw?: { handlers: RequestHandler[] | Record<string, RequestHandler | RequestHandler[] | null> };
}

/**
 * The browser's position, for a story's `beforeEach`: `beforeEach: () => mockGeolocation({ latitude, longitude })`
 * (or `'denied'`) answers `navigator.geolocation` until the story ends.
 */
export function mockGeolocation(answer: { latitude: number; longitude: number } | 'denied'): () => void {
  const previous = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  const geolocation: Pick<Geolocation, 'getCurrentPosition'> = {
    getCurrentPosition(success, failure) {
      if (answer === 'denied') {
        failure?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
        return;
      }
      success({
        coords: { ...answer, accuracy: 20, altitude: null, altitudeAccuracy: null, heading: null, speed: null, toJSON: () => answer },
        timestamp: Date.now(),
        toJSON: () => answer,
      });
    },
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  return () => {
    if (previous) Object.defineProperty(navigator, 'geolocation', previous);
    else Reflect.deleteProperty(navigator, 'geolocation');
  };
}

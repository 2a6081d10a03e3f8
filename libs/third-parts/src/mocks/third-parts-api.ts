import type { AppExterno, paths, TokenAppExterno } from '@church/contracts-third-parts';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The third-parts contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const thirdPartsApi = contractHttp<paths>();

export const storyApps: AppExterno[] = [
  { slug: 'study-hub', nome: 'Bible Study Hub', modo: 'embutido' },
  { slug: 'volunteers', nome: 'Volunteer Rota', modo: 'nova-aba' },
];

/** A token of the token's shape (not signed: the story's frame shows an address, it verifies nothing). */
export const STORY_TOKEN = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

/** What the story's frame shows for the app, without a network. */
const storyAddress = 'about:blank';

/** `GET /igreja/{slug}/app-externo/`: the given apps. */
export const thirdPartyAppsList = (apps: AppExterno[] = storyApps) => thirdPartsApi.get('/igreja/{slug}/app-externo/', ({ response }) => response(200).json({ apps }));
export const thirdPartyAppsLoading = () => thirdPartsApi.get('/igreja/{slug}/app-externo/', neverAnswer);
export const thirdPartyAppsFailing = () => thirdPartsApi.get('/igreja/{slug}/app-externo/', serverError);

/** `POST …/{app}/token`: a token for the app of `storyApps` with that segment; 404 for any other. */
export const thirdPartyAppToken = (overrides: Partial<TokenAppExterno> = {}) => thirdPartsApi.post('/igreja/{slug}/app-externo/{app}/token', tokenAnswer(overrides));

type TokenResolver = Parameters<typeof thirdPartsApi.post<'/igreja/{slug}/app-externo/{app}/token'>>[1];

function tokenAnswer(overrides: Partial<TokenAppExterno> = {}): TokenResolver {
  return ({ params, response }) => {
    const app = storyApps.find((candidate) => candidate.slug === params.app);
    if (!app) return response(404).json(problem(404, { code: 'APP_EXTERNO_NAO_ENCONTRADO', detail: 'No such app at this church.' }));
    return response(200).json({
      token: STORY_TOKEN,
      endereco: storyAddress,
      modo: app.modo,
      nome: app.nome,
      expiraEm: '2026-11-27T12:02:00.000Z',
      ...overrides,
    });
  };
}
/** The segment of an app of the church whose module it switched off (`…/switched-off/token`): 404 APP_EXTERNO_DESLIGADO. */
export const SWITCHED_OFF_APP = 'switched-off';
/** `POST …/{app}/token`: as thirdPartyAppToken, with SWITCHED_OFF_APP an app whose module is off. */
export const thirdPartyAppTokenWithOneSwitchedOff = () => {
  const answer = tokenAnswer();
  return thirdPartsApi.post('/igreja/{slug}/app-externo/{app}/token', (info) =>
    info.params.app === SWITCHED_OFF_APP
      ? info.response(404).json(problem(404, { code: 'APP_EXTERNO_DESLIGADO', detail: "This app's module is switched off at this church." }))
      : answer(info),
  );
};
export const thirdPartyAppTokenLoading = () => thirdPartsApi.post('/igreja/{slug}/app-externo/{app}/token', neverAnswer);
export const thirdPartyAppTokenFailing = () => thirdPartsApi.post('/igreja/{slug}/app-externo/{app}/token', serverError);
/** The first call fails (a server error), the next ones answer. */
export const thirdPartyAppTokenFailingOnce = () => {
  let failed = false;
  const answer = tokenAnswer();
  return thirdPartsApi.post('/igreja/{slug}/app-externo/{app}/token', (info) => {
    if (failed) return answer(info);
    failed = true;
    return serverError(info);
  });
};

import type { paths as ChurchPaths } from '@church/contracts-church';
import type { paths, UsuarioCarteirinha, VerificacaoCarteirinha } from '@church/contracts-member-card';
import { HttpResponse } from 'msw';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The member-card contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const memberCardApi = contractHttp<paths>();
const churchApi = contractHttp<ChurchPaths>();

/** The story church's id and the story member's (`.storybook/story-church.ts`). */
export const STORY_CHURCH_ID = 1;
export const STORY_MEMBER_ID = 7;

/**
 * Codes signed as the server signs them (Ed25519 over `member-card-code:v2.<church>.<reference>.<version>`)
 * with a key made for the stories (its seed: 32 bytes of 7), so that the offline check really checks them.
 */
export const STORY_CODE = 'Zq3kV9xY2bN7mP4tR8wL1A.1.qpa2jlgX53lS1QsIc85fzVQsBymR8DJ-jxqCQqexF7lxoR5BMhP8AxByQWxvM8hVdXbmsoilg0jmVy-rzo6QAQ';
export const STORY_NEW_CODE = 'Zq3kV9xY2bN7mP4tR8wL1A.2.jaEHSFz_wngS-AW7c2VwoqgZuXNb1ExqoNStxraP0RBrRjPEvTRg3WjuPNsJIK4F82VBkKY77Cee7tEzupjNCg';
/** The same reference and version signed for another church (id 2): well formed, not this church's. */
export const OTHER_CHURCH_CODE = 'Zq3kV9xY2bN7mP4tR8wL1A.1.zCQIvWkD7pGnkPe8_CFE8NT8rDRCbhs7wQNsPqXHbZY18pI4kB0TbkPrFJvOFtCOB7cwwfpcYn7VHoh-ewEoCA';
export const STORY_CODE_KEY = { kty: 'OKP', crv: 'Ed25519', x: '6kpsY-KcUgq-9VB7Ey7F-ZVHdq6-vnuSQh7qaRRG0iw' } as const;

const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#1d4ed8"/></svg>')}`;

export const storyCard = (overrides: Partial<UsuarioCarteirinha> = {}): UsuarioCarteirinha => ({
  id: 31,
  igreja: STORY_CHURCH_ID,
  usuario: STORY_MEMBER_ID,
  nome: 'Ana',
  sobrenome: 'Souza',
  numeroMembro: 'GCC-0142',
  congregacao: { id: 11, nome: 'Downtown' },
  cpf: '52998224725',
  telefone: '11987654321',
  dataNascimento: '1990-05-14',
  dataBatismo: '2015-04-05',
  sexo: 'F',
  estadoCivil: { codigo: 'CASADO', nome: 'Married' },
  cargo: 'Worship team',
  responsavel: 'Pastor John Miller',
  vinculo: 'Music ministry',
  codigoVerificacao: STORY_CODE,
  ...overrides,
});

/** The church's visual settings with a logo: what the card shows at its top. */
export const churchVisual = () => churchApi.get('/igreja/{slug}/visual/', ({ response }) => response(200).json({ igrejaVisual: { corApp: '#1d4ed8', logo: { url: LOGO, largura: 32, altura: 32 } } }));

/** `GET /usuario-carteirinha/?usuario&igreja`: the card of the member asked for when it is the story member's, else §8's not found. */
export const memberCardGet = (card: () => UsuarioCarteirinha = storyCard) =>
  memberCardApi.get('/usuario-carteirinha/', ({ query, response }) =>
    Number(query.get('usuario')) === card().usuario
      ? response(200).json({ usuarioCarteirinhas: [card()] })
      : response(404).json(problem(404, { code: 'CARTEIRINHA_NAO_ENCONTRADA', detail: 'Member card data not found.' })),
  );
export const memberCardNotFound = () =>
  memberCardApi.get('/usuario-carteirinha/', ({ response }) => response(404).json(problem(404, { code: 'CARTEIRINHA_NAO_ENCONTRADA', detail: 'Member card data not found.' })));
export const memberCardLoading = () => memberCardApi.get('/usuario-carteirinha/', neverAnswer);
export const memberCardFailing = () => memberCardApi.get('/usuario-carteirinha/', serverError);

/** `POST /usuario-carteirinha/codigo/`: the card with a new code. */
export const memberCardRotate = () => memberCardApi.post('/usuario-carteirinha/codigo/', ({ response }) => response(200).json(storyCard({ codigoVerificacao: STORY_NEW_CODE })));
export const memberCardRotateFailing = () => memberCardApi.post('/usuario-carteirinha/codigo/', serverError);

/** `GET /usuario-carteirinha/verificacao/{codigo}`: valid for the story code, invalid for any other. */
export const cardVerification = (valid: VerificacaoCarteirinha = { valida: true, nome: 'Ana Souza', congregacao: 'Downtown' }) =>
  memberCardApi.get('/usuario-carteirinha/verificacao/{codigo}', ({ params, response }) => response(200).json(params.codigo === STORY_CODE ? valid : { valida: false }));
export const cardVerificationLoading = () => memberCardApi.get('/usuario-carteirinha/verificacao/{codigo}', neverAnswer);
export const cardVerificationFailing = () => memberCardApi.get('/usuario-carteirinha/verificacao/{codigo}', serverError);

/** `GET /usuario-carteirinha/chave-publica/`: the stories' key. */
export const cardCodeKey = () =>
  memberCardApi.get('/usuario-carteirinha/chave-publica/', ({ response }) => response(200).json({ algoritmo: 'Ed25519', chave: STORY_CODE_KEY }));

/** `GET /usuario-carteirinha/carteiras`: the wallets the church offers (the demo churches: none). */
export const walletsOffered = (offered: { apple: boolean; google: boolean } = { apple: false, google: false }) =>
  memberCardApi.get('/usuario-carteirinha/carteiras', ({ response }) => response(200).json(offered));
export const walletsLoading = () => memberCardApi.get('/usuario-carteirinha/carteiras', neverAnswer);
export const walletsFailing = () => memberCardApi.get('/usuario-carteirinha/carteiras', serverError);

/** A save link of the shape Google's is (its JWT is not a real one). */
export const STORY_GOOGLE_WALLET_URL = 'https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.e30.c2lnbmF0dXJl';

/** `GET /usuario-carteirinha/google-wallet`: the story member's save link, or a failure. */
export const googleWalletLink = (answer: 'link' | 'failing' = 'link') =>
  memberCardApi.get('/usuario-carteirinha/google-wallet', (resolver) => (answer === 'failing' ? serverError(resolver) : resolver.response(200).json({ url: STORY_GOOGLE_WALLET_URL })));

/** `GET /usuario-carteirinha/apple-pass`: a (tiny, unsigned) stand-in for the .pkpass, named as the server names it, or a failure. */
export const applePassFile = (answer: 'pass' | 'failing' = 'pass') =>
  memberCardApi.get('/usuario-carteirinha/apple-pass', (resolver) =>
    answer === 'failing'
      ? serverError(resolver)
      : resolver.response.untyped(
          new HttpResponse(new Blob(['PK'], { type: 'application/vnd.apple.pkpass' }), {
            status: 200,
            headers: { 'content-type': 'application/vnd.apple.pkpass', 'content-disposition': 'attachment; filename="grace-member-card.pkpass"' },
          }),
        ),
  );

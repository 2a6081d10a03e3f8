import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DEMO_PASSWORD, memberOf, staffOf } from '../support/accounts';
import { churchApi, freshActiveMember } from '../support/api-calls';
import { memberApi } from '../support/payments';
import { apiSession, signInThroughApi } from '../support/sessions';
import { churchUrl } from '../support/church-site';
import { expect, inChurchTimeZones, test, waitingForHydration } from '../support/test';

const COURSE = 'Online Course: Reading Romans';
const OPEN_CONTENT = 'Welcome and introduction';

interface CourseHolder {
  email: string;
  password: string;
  /** Their ticket's exclusive content screen for the course's open lesson. */
  contentPath: string;
  channel: string;
}

/** An online course of a demo church, its open lesson, and how its ticket is paid. */
interface Course {
  code: string;
  name: string;
  lesson: string;
  /** Grace's course is paid by the sandbox's approved card; vida's is free. */
  paid: boolean;
}

const GRACE_COURSE: Course = { code: 'grace', name: COURSE, lesson: OPEN_CONTENT, paid: true };
/** Vida has events but no live service (MOD_CULTO): the chat beside its lessons comes with the events. */
const VIDA_COURSE: Course = { code: 'vida', name: 'Curso en línea: Los Salmos', lesson: 'Lección 1: Orar con los Salmos', paid: false };

/**
 * A fresh member who took a ticket of a church's online course through the API (the demo member holds
 * none of it): paid and valid, so the course's lessons are open to them.
 */
async function courseHolder(request: APIRequestContext, course: Course = GRACE_COURSE): Promise<CourseHolder> {
  const member = await freshActiveMember(request, course.code);
  const { api, auth, id: usuario } = await memberApi(request, course.code, member);
  const { igreja } = (await (await api.get(`/api/v1/igreja/codigo/${course.code}`)).json()) as { igreja: { id: number; slug: string } };
  const { eventos } = (await (await api.get(`/api/v1/igreja/${igreja.slug}/evento/?limit=50`)).json()) as { eventos: { id: number; nome: string }[] };
  const eventId = eventos.find((event) => event.nome === course.name)?.id;
  if (!eventId) throw new Error(`${course.code} has no ${course.name}`);
  const { evento } = (await (await api.get(`/api/v1/igreja/${igreja.slug}/evento/${eventId}/`)).json()) as { evento: { ingressos: { id: number; valor: number }[] } };
  const type = evento.ingressos[0];
  if (!type) throw new Error(`${course.name} offers no ticket`);
  const ingressos = [{ idIngresso: type.id, participante: 'Jordan Reyes', respostas: [] }];
  const order = course.paid
    ? {
        ingressos,
        totalEsperado: ((await (await api.get(`/api/v1/evento/${eventId}/calcular-taxas?valor=${type.valor}&metodoPagamento=CARTAO_CREDITO`)).json()) as { total: number }).total,
        pagamento: {
          metodo: 'CARTAO_CREDITO',
          cartao: {
            token: ((await (await api.post(`/api/v1/general/payment/church/${igreja.id}/card/token`, { numero: '4242424242424242', titular: 'Jordan Reyes', validade: '12/40', cvv: '123' })).json()) as { token: string }).token,
          },
        },
      }
    : { ingressos, totalEsperado: 0, pagamento: { metodo: 'GRATUITO' } };
  const bought = await api.post(`/api/v1/usuario/${usuario}/evento/${eventId}/inscricao/`, order, {
    ...auth,
    'idempotency-key': `content-chat-${member.email.replace(/[^A-Za-z0-9]/g, '')}`,
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const { inscricoes } = (await (await api.get(`/api/v1/usuario/${usuario}/evento/${eventId}/inscricao/`, auth)).json()) as { inscricoes: { id: number }[] };
  const ticketId = inscricoes[0]?.id;
  const contents = await api.get(`/api/v1/usuario/${usuario}/evento/${eventId}/inscricao/${ticketId}/conteudo/`, auth);
  expect(contents.status(), 'the ticket opens the course').toBe(200);
  const { conteudos } = (await contents.json()) as { conteudos: { id: number; titulo: string }[] };
  const contentId = conteudos.find((content) => content.titulo === course.lesson)?.id;
  if (!contentId) throw new Error(`${course.name} has no ${course.lesson}`);
  return {
    ...member,
    contentPath: `/user/registrations/${eventId}/ticket/${ticketId}/content/${contentId}`,
    channel: `conteudo-${eventId}-${contentId}`,
  };
}

async function anotherBrowser(browser: Browser, viewport?: { width: number; height: number }): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = waitingForHydration(inChurchTimeZones(await context.newPage()));
  return { page, close: () => context.close() };
}

/** The content's chat beside (or under) its player, once the member has joined it as themselves. */
async function contentChat(page: Page, chattingAs = /^Chatting as /): Promise<Locator> {
  const chat = page.getByRole('region', { name: 'Chat' });
  await expect(chat.getByText(chattingAs)).toBeVisible();
  return chat;
}

async function write(chat: Locator, text: string, box = chat.getByRole('textbox', { name: 'Message' })) {
  await box.fill(text);
  await box.press('Enter');
  await expect(chat.getByRole('log').getByText(text)).toBeVisible();
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe('chat: an exclusive content’s chat', () => {
  test('grace: two holders of the online course talk beside its lesson, live; on a phone the chat sits under the player', async ({ page, browser, request }) => {
    test.setTimeout(test.info().timeout * 2);
    const [first, second] = await Promise.all([courseHolder(request), courseHolder(request)]);
    expect(second.channel).toBe(first.channel);
    const question = `Where does chapter 1 turn? ${unique()}`;
    const answer = `At verse 16, I think ${unique()}`;

    await signInThroughApi(page, 'grace', first.email, first.password, first.contentPath);
    await expect(page.getByRole('heading', { level: 1, name: OPEN_CONTENT })).toBeVisible();
    const firstChat = await contentChat(page);
    // Beside the player on a wide screen.
    const player = page.getByTitle(OPEN_CONTENT);
    const [playerBox, chatBox] = [await player.boundingBox(), await firstChat.boundingBox()];
    expect(chatBox && playerBox && chatBox.x >= playerBox.x + playerBox.width).toBe(true);

    const phone = await anotherBrowser(browser, { width: 390, height: 844 });
    await signInThroughApi(phone.page, 'grace', second.email, second.password, second.contentPath);
    const secondChat = await contentChat(phone.page);
    const [phonePlayer, phoneChat] = [await phone.page.getByTitle(OPEN_CONTENT).boundingBox(), await secondChat.boundingBox()];
    expect(phoneChat && phonePlayer && phoneChat.y >= phonePlayer.y + phonePlayer.height).toBe(true);

    await write(firstChat, question);
    // The second holder's screen, never reloaded, shows it.
    await expect(secondChat.getByRole('log').getByText(question)).toBeVisible();
    await write(secondChat, answer);
    await expect(firstChat.getByRole('log').getByText(answer)).toBeVisible();
    await expectNoSeriousViolations(page);
    await phone.close();
  });

  test('vida, with events and no live service: two holders of its free course talk beside its lesson, in Spanish', async ({ page, browser, request }) => {
    test.setTimeout(test.info().timeout * 2);
    const [first, second] = await Promise.all([courseHolder(request, VIDA_COURSE), courseHolder(request, VIDA_COURSE)]);
    const question = `¿Qué salmo leemos primero? ${unique()}`;

    await signInThroughApi(page, 'vida', first.email, first.password, first.contentPath);
    await expect(page.getByRole('heading', { level: 1, name: VIDA_COURSE.lesson })).toBeVisible();
    const firstChat = await contentChat(page, /^Conversando como /);

    const other = await anotherBrowser(browser);
    await signInThroughApi(other.page, 'vida', second.email, second.password, second.contentPath);
    const secondChat = await contentChat(other.page, /^Conversando como /);

    await write(firstChat, question, firstChat.getByRole('textbox', { name: 'Mensaje' }));
    await expect(secondChat.getByRole('log').getByText(question)).toBeVisible();
    await other.close();
  });

  test("grace: staff find the lesson's chat among /live's content chats and delete a holder's message from the holder's screen", async ({ page, browser, request }) => {
    test.setTimeout(test.info().timeout * 2);
    const holder = await courseHolder(request);
    const text = `Is the reading plan online? ${unique()}`;
    await signInThroughApi(page, 'grace', holder.email, holder.password, holder.contentPath);
    const holderChat = await contentChat(page);
    await write(holderChat, text);

    const staff = await anotherBrowser(browser, { width: 390, height: 844 });
    await signInThroughApi(staff.page, 'grace', staffOf('grace'), DEMO_PASSWORD, '/live');
    await staff.page.getByRole('tab', { name: 'Chat', exact: true }).click();
    await staff.page.getByRole('tab', { name: 'Content chats' }).click();
    const lessons = staff.page.getByRole('list', { name: 'Content chats' });
    const lesson = lessons.getByRole('button').filter({ hasText: OPEN_CONTENT });
    await expect(lesson).toContainText(COURSE);
    await expectNoSeriousViolations(staff.page);
    await lesson.click();
    const message = staff.page.getByRole('log').getByRole('listitem').filter({ hasText: text });
    await message.getByRole('button', { name: /^Moderate the message from / }).click();
    await staff.page.getByRole('menuitem', { name: 'Delete message' }).click();
    await staff.page.getByRole('alertdialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete message' }).click();
    await expect(message).toHaveCount(0);
    // Gone from the holder's screen too, never reloaded.
    await expect(holderChat.getByRole('log').getByText(text)).toHaveCount(0);
    await staff.page.getByRole('button', { name: 'All content chats' }).click();
    await expect(lessons).toBeVisible();
    await staff.close();
  });

  test("vida, without a live service: staff reach the content chats from their account, in Spanish, and delete a holder's message; members have no such link", async ({ page, browser, request }) => {
    test.setTimeout(test.info().timeout * 2);
    const holder = await courseHolder(request, VIDA_COURSE);
    const text = `¿Dónde está la lectura? ${unique()}`;
    await signInThroughApi(page, 'vida', holder.email, holder.password, holder.contentPath);
    const holderChat = await contentChat(page, /^Conversando como /);
    await write(holderChat, text, holderChat.getByRole('textbox', { name: 'Mensaje' }));

    const staff = await anotherBrowser(browser);
    await signInThroughApi(staff.page, 'vida', staffOf('vida'), DEMO_PASSWORD, '/user/account');
    await staff.page.getByRole('link', { name: 'Chats de contenidos' }).click();
    await expect(staff.page.getByRole('heading', { level: 1, name: 'Chats de contenidos' })).toBeVisible();
    await staff.page.getByRole('list', { name: 'Chats de contenidos' }).getByRole('button').filter({ hasText: VIDA_COURSE.lesson }).click();
    const message = staff.page.getByRole('log').getByRole('listitem').filter({ hasText: text });
    await message.getByRole('button', { name: /^Moderar el mensaje de / }).click();
    await staff.page.getByRole('menuitem', { name: 'Eliminar mensaje' }).click();
    await staff.page.getByRole('alertdialog', { name: '¿Eliminar este mensaje?' }).getByRole('button', { name: 'Eliminar mensaje' }).click();
    await expect(message).toHaveCount(0);
    await expect(holderChat.getByRole('log').getByText(text)).toHaveCount(0);
    await expectNoSeriousViolations(staff.page);
    await staff.close();

    // The holder is no staff: no link in their account, and the address itself tells them so.
    await page.goto(churchUrl('vida', '/user/account'));
    // Once the modules' links are there (the events' among them), the staff's is not.
    await expect(page.getByRole('link', { name: 'Mis inscripciones' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chats de contenidos' })).toHaveCount(0);
    await page.goto(churchUrl('vida', '/user/content-chats'));
    await expect(page.getByText('Solo el equipo de la iglesia ve los chats de contenidos.')).toBeVisible();
  });

  test('grace: a member without a ticket of the course is refused its content and its chat', async ({ page, request }) => {
    const holder = await courseHolder(request);
    // The demo member holds tickets of another event only.
    await signInThroughApi(page, 'grace', memberOf('grace'), DEMO_PASSWORD, holder.contentPath);
    await expect(page.getByRole('heading', { name: 'Content not found.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Chat' })).toHaveCount(0);

    // Asked directly with their own bearer, the chat answers that there is no such channel; the holder's reads it.
    const api = churchApi(request, 'grace');
    const { igreja } = (await (await api.get('/api/v1/igreja/codigo/grace')).json()) as { igreja: { slug: string } };
    const messages = `/chat/v1/igreja/${igreja.slug}/canais/${holder.channel}/mensagens`;
    const { token } = await apiSession(request, 'grace', memberOf('grace'));
    expect((await api.get(messages, { Authorization: `Bearer ${token}` })).status()).toBe(404);
    const own = await apiSession(request, 'grace', holder.email, holder.password);
    expect((await api.get(messages, { Authorization: `Bearer ${own.token}` })).status()).toBe(200);
  });
});

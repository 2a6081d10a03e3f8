import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { signIn } from '../support/accounts';
import { churchApi, freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { dropPaymentAnswers, expectOneAttempt, fillCard, memberApi, signedInFreshMember } from '../support/payments';
import { expect, test } from '../support/test';

interface EventSummary {
  id: number;
  nome: string;
}

async function eventId(request: APIRequestContext, code: string, name: string): Promise<number> {
  const api = churchApi(request, code);
  const { igreja } = (await (await api.get(`/api/v1/igreja/codigo/${code}`)).json()) as { igreja: { slug: string } };
  const { eventos } = (await (await api.get(`/api/v1/igreja/${igreja.slug}/evento/?limit=50`)).json()) as { eventos: EventSummary[] };
  const found = eventos.find((event) => event.nome === name);
  if (!found) throw new Error(`${code} has no upcoming event '${name}'`);
  return found.id;
}

test.describe('events for visitors', () => {
  test('the home shows the upcoming events, and /event lists them without the ended ones', async ({ page }) => {
    await page.goto(churchUrl('grace'));
    const section = page.getByRole('region', { name: 'Upcoming events' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(3);
    await section.getByRole('link', { name: 'See all events' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/event'));
    await expect(page.getByRole('link', { name: 'Marriage Retreat Weekend' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Advent Choir Concert' })).toHaveCount(0);
  });

  test('an event page shows each state of its tickets and the right button', async ({ page, request }) => {
    await page.goto(churchUrl('grace', `/event/${await eventId(request, 'grace', 'Worship Night with the Hillside Band')}`));
    await expect(page.getByText('Sold out')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unavailable' })).toBeDisabled();
    await page.goto(churchUrl('grace', `/event/${await eventId(request, 'grace', 'Leadership Summit')}`));
    await expect(page.getByText(/^Available from/)).toBeVisible();
    const retreat = await eventId(request, 'grace', 'Marriage Retreat Weekend');
    await page.goto(churchUrl('grace', `/event/${retreat}`));
    // The retreat needs an account: a visitor's "Register" opens the request-login modal, back to its tickets.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to register' }).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/access?redirectTo=${encodeURIComponent(`/event/${retreat}/tickets`)}`);
    await page.goto(churchUrl('grace', '/event/abc'));
    await expect(page.getByRole('heading', { name: 'Event not found.' })).toBeVisible();
    await page.goto(churchUrl('grace', '/event/999999'));
    await expect(page.getByRole('heading', { name: 'Event not found.' })).toBeVisible();
  });

  test('an event shared as a link arrives as HTML with its title and schema.org Event, in the church language', async ({ request }) => {
    const id = await eventId(request, 'esperanca', 'Conferência de Mulheres');
    const html = await (await churchApi(request, 'esperanca').get(`/event/${id}`, { 'user-agent': 'WhatsApp/2.24.22.77 A' })).text();
    expect(html).toContain('<title>Conferência de Mulheres · Igreja Esperança</title>');
    expect(html).toContain('<meta property="og:title" content="Conferência de Mulheres · Igreja Esperança">');
    expect(html).toContain('"@type":"Event"');
    expect(html).toContain('Inscrição com almoço');
    const calendar = await churchApi(request, 'esperanca').get(`/event/${id}/calendar.ics`);
    expect(await calendar.text()).toContain('SUMMARY:Conferência de Mulheres');
  });

  test('the events list and an event page have no serious or critical accessibility violations', async ({ page, request }) => {
    await page.goto(churchUrl('grace', '/event'));
    await expect(page.getByRole('link', { name: 'Marriage Retreat Weekend' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto(churchUrl('grace', `/event/${await eventId(request, 'grace', 'Marriage Retreat Weekend')}`));
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to register' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('a visitor opening the tickets lands on /access and comes back after signing in', async ({ page, request }) => {
    const id = await eventId(request, 'grace', 'Family Picnic on the Common');
    const member = await freshActiveMember(request, 'grace');
    await signIn(page, 'grace', member.email, member.password, `/event/${id}/tickets`);
    await expect(page).toHaveURL(churchUrl('grace', `/event/${id}/tickets`));
    await expect(page.getByRole('heading', { name: 'Family Picnic on the Common' })).toBeVisible();
  });
});

test.describe('buying tickets', () => {
  test('a visitor buys without an account where the event allows it, and opens the order from its e-mail', async ({ page, request }) => {
    const id = await eventId(request, 'grace', 'Youth Summer Camp');
    const email = `robin-${Date.now()}@example.org`;
    await page.goto(churchUrl('grace', `/event/${id}/tickets`));
    await expect(page.getByText(/You can buy without an account/)).toBeVisible();
    await page.getByLabel('Quantity of Camper', { exact: true }).selectOption('1');
    await page.getByLabel("Ticket holder's name").fill('Robin Lee');
    await page.getByLabel('T-shirt size *').fill('M');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Check-in code of the ticket of Robin Lee' })).toBeVisible();

    const api = churchApi(request, 'grace');
    const mailbox = (await (await api.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string; links: string[] }[] };
    // The order's e-mail, whichever came first: its receipt follows within seconds of the payment.
    expect(mailbox.messages.map((message) => message.subject)).toContain('Your registration: Youth Summer Camp — Grace Community Church');
    const link = mailbox.messages.flatMap((message) => message.links).find((url) => url.includes('/checkout/order/'));
    if (!link) throw new Error('The order e-mail has no link to the order');
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Check-in code of the ticket of Robin Lee' })).toBeVisible();
    await page.goto(link.replace(/#chave=.*/, '#chave=not-the-key-of-this-order-0000'));
    await expect(page.getByRole('heading', { name: 'This order link is not valid.' })).toBeVisible();
  });

  test('registers for a free event and shows the ticket with its QR code', async ({ page, request }) => {
    const id = await eventId(request, 'grace', 'Family Picnic on the Common');
    await signedInFreshMember(page, request, 'grace', `/event/${id}`);
    await page.getByRole('link', { name: 'Register' }).click();
    await page.getByLabel('Quantity of Adult').selectOption('2');
    await page.getByLabel("Ticket holder's name").nth(1).fill('Sam Reyes');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Confirm registration' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await page.getByRole('link', { name: 'See my tickets' }).click();
    await expect(page.getByRole('img', { name: 'Check-in code of the ticket of Sam Reyes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to calendar' }).first()).toHaveAttribute('href', `/event/${id}/calendar.ics`);
    await page.goto(churchUrl('grace', '/user/registrations'));
    await expect(page.getByRole('link', { name: 'Family Picnic on the Common' })).toBeVisible();
  });

  test('pays by card through a 3DS challenge, in one payment (no instalments outside reais), and sees the tickets', async ({ page, request }) => {
    const id = await eventId(request, 'grace', 'Marriage Retreat Weekend');
    await signedInFreshMember(page, request, 'grace', `/event/${id}/tickets`);
    await page.getByLabel('Quantity of Couple', { exact: true }).selectOption('1');
    await page.getByLabel("Your spouse's name *").fill('Sam');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await expectNoSeriousViolations(page);
    await fillCard(page, '4000 0000 0000 3220');
    // A church paid in dollars offers one payment only: no instalment choice.
    await expect(page.getByText('Total', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Installments')).toHaveCount(0);
    await page.getByRole('button', { name: /^Pay / }).click();
    const challenge = page.frameLocator('iframe[title="Your bank\'s confirmation"]');
    await challenge.getByRole('button', { name: 'Authenticate' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'See my tickets' }).click();
    await expect(page.getByRole('img', { name: /^Check-in code of the ticket of/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Payment confirmed' })).toBeVisible();
  });

  test('pays by card in instalments with interest where the church is paid in reais', async ({ page, request }) => {
    const id = await eventId(request, 'esperanca', 'Conferência de Mulheres');
    await signedInFreshMember(page, request, 'esperanca', `/event/${id}/tickets`);
    await page.getByLabel('Quantidade de Inscrição', { exact: true }).selectOption('1');
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
    await page.getByLabel('Nome impresso no cartão').fill('Jordan Reyes');
    await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
    await page.getByLabel('Validade (MM/AA)').fill('12/40');
    await page.getByLabel('Código de segurança (CVV)').fill('123');
    const installments = page.getByLabel('Parcelas');
    await installments.selectOption('6');
    await expect(installments.locator('option:checked')).toHaveText(/^6× .* com juros/);
    await page.getByRole('button', { name: /^Pagar / }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
    await expect(page.getByText(/^6 parcelas/)).toBeVisible();
  });

  test('pays by Pix: sees the BR Code and until when to pay it, no check-in code until paid, marks it paid in the sandbox and sees success', async ({ page, request }) => {
    const id = await eventId(request, 'esperanca', 'Conferência de Mulheres');
    await signedInFreshMember(page, request, 'esperanca', `/event/${id}/tickets`);
    await page.getByLabel('Quantidade de Inscrição', { exact: true }).selectOption('1');
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.getByRole('radio', { name: 'Pix' }).check();
    await page.getByRole('button', { name: /^Pagar / }).click();
    await expect(page.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    await expect(page.getByText(/^000201/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar o código Pix' })).toBeVisible();
    await expect(page.getByText(/^Pague até .+, ou os ingressos voltam à venda\.$/)).toBeVisible();
    // Held, not paid: the ticket has no check-in code yet, and says when it will.
    await page.getByRole('link', { name: 'Ver meus ingressos' }).click();
    await expect(page.getByText('Seu QR code aparece aqui assim que o pagamento for confirmado.')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Código de check-in/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Aguardando pagamento' }).click();
    await page.getByRole('button', { name: 'Marcar como pago (sandbox)' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
    await expect(page.getByText(/^Pague até/)).toHaveCount(0);
    await page.goto(churchUrl('esperanca', `/user/registrations/${id}/tickets`));
    await expect(page.getByRole('img', { name: /^Código de check-in/ })).toBeVisible();
    await page.getByRole('link', { name: 'Pagamento confirmado' }).click();
    await expect(page).toHaveURL(/\/user\/payment\/[A-Z0-9]+$/);
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
    await page.goto(churchUrl('esperanca', '/user/payment/NOSUCHCODE00'));
    await expect(page.getByRole('heading', { name: 'Nenhum pagamento foi encontrado para este código.' })).toBeVisible();
  });

  test('a buyer who loses the last tickets to others sees the sold-out message and its action', async ({ page, request }) => {
    const id = await eventId(request, 'grace', 'Marriage Retreat Weekend');
    await signedInFreshMember(page, request, 'grace', `/event/${id}/tickets`);
    await page.getByLabel('Quantity of Couple with childcare').selectOption('1');
    await page.getByLabel("Your spouse's name *").fill('Sam');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();

    // Meanwhile, other members buy every unit left.
    await buyOutWithFreeCards(request, id, 'Couple with childcare');

    await page.getByRole('radio', { name: 'Credit card' }).check();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The tickets are sold out.');
    await alert.getByRole('button', { name: 'See other events' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/event'));
  });
});

test.describe('a purchase whose answer is lost', () => {
  test('pressing again after a lost answer buys once: the same Idempotency-Key, body and card token, one order and one charge', async ({ page, request }) => {
    test.slow();
    const member = await signedInFreshMember(page, request, 'grace');
    const id = await eventId(request, 'grace', 'Online Course: Reading Romans');
    const attempts = await dropPaymentAnswers(page, /\/api\/v1\/usuario\/\d+\/evento\/\d+\/inscricao\/$/);

    await page.goto(churchUrl('grace', `/event/${id}/tickets`));
    await page.getByLabel('Quantity of Course access').selectOption('1');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await fillCard(page, '4242 4242 4242 4242');
    const pay = page.getByRole('button', { name: /^Pay / });
    await pay.click();
    await expect.poll(() => attempts.sent.length).toBeGreaterThan(0);
    // The browser sent it again by itself, then gave up asking: the buyer is told plainly, and presses again ("Try again", in Pay's stead).
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('alert')).toContainText(/We could not confirm your payment yet\..*You were not charged twice/);
    await expect(pay).toHaveCount(0);
    attempts.stopDropping();
    await tryAgain.click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    expectOneAttempt(attempts);

    const { api, auth, id: usuario } = await memberApi(request, 'grace', member);
    const { inscricoes } = (await (await api.get(`/api/v1/usuario/${usuario}/evento/${id}/inscricao/`, auth)).json()) as { inscricoes: { codigoPagamento: string }[] };
    expect(inscricoes, 'one ticket').toHaveLength(1);
    await page.getByRole('link', { name: 'See my tickets' }).click();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(1);
  });
});

test.describe('saved cards', () => {
  test('a card saved while paying pays the next purchase, and can be removed', async ({ page, request }) => {
    await signedInFreshMember(page, request, 'grace');
    const id = await eventId(request, 'grace', 'Online Course: Reading Romans');
    const buyCourse = async () => {
      await page.goto(churchUrl('grace', `/event/${id}/tickets`));
      await page.getByLabel('Quantity of Course access').selectOption('1');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.getByRole('radio', { name: 'Credit card' }).check();
    };
    await buyCourse();
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toBeChecked();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();

    await buyCourse();
    await expect(page.getByRole('radio', { name: 'VISA •••• 4242, expires 12/40' })).toBeChecked();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();

    await page.goto(churchUrl('grace', '/user/account'));
    await page.getByRole('link', { name: 'My cards' }).click();
    await page.getByRole('link', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Remove the card' }).click();
    await expect(page.getByRole('heading', { name: 'You have no saved cards.' })).toBeVisible();
  });
});

/** Buys every unit left of a ticket type through the API, one fresh member per unit (the type allows one each). */
async function buyOutWithFreeCards(request: APIRequestContext, id: number, ticketName: string) {
  const api = churchApi(request, 'grace');
  const { igreja } = (await (await api.get('/api/v1/igreja/codigo/grace')).json()) as { igreja: { id: number; slug: string } };
  for (;;) {
    const { evento } = (await (await api.get(`/api/v1/igreja/${igreja.slug}/evento/${id}/`)).json()) as {
      evento: { ingressos: { id: number; nome: string; valor: number; disponivel: number }[]; perguntas: { id: number }[] };
    };
    const type = evento.ingressos.find((ticket) => ticket.nome === ticketName);
    if (!type || type.disponivel === 0) return;
    const member = await freshActiveMember(request, 'grace');
    const { token } = (await (await api.post('/api/v1/security/login_check', { username: member.email, password: member.password })).json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const { usuario } = (await (await api.get('/api/v1/me', auth)).json()) as { usuario: { id: number } };
    const card = (await (await api.post(`/api/v1/general/payment/church/${igreja.id}/card/token`, { numero: '4242424242424242', titular: 'Other Buyer', validade: '12/40', cvv: '123' })).json()) as { token: string };
    const fee = (await (await api.get(`/api/v1/evento/${id}/calcular-taxas?valor=${type.valor}&metodoPagamento=CARTAO_CREDITO`)).json()) as { total: number };
    const bought = await api.post(
      `/api/v1/usuario/${usuario.id}/evento/${id}/inscricao/`,
      {
        ingressos: [{ idIngresso: type.id, participante: 'Other Buyer', respostas: evento.perguntas.map((question) => ({ idPergunta: question.id, resposta: 'Alex' })) }],
        totalEsperado: fee.total,
        pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: card.token } },
      },
      { ...auth, 'idempotency-key': `buy-out-${type.id}-${member.email.replace(/[^A-Za-z0-9]/g, '')}` },
    );
    expect([201, 422]).toContain(bought.status());
  }
}

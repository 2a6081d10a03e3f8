import { churchApi } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { signedInFreshMember } from '../support/payments';
import { expect, test } from '../support/test';

/**
 * §2 "/event/{eventId}" with `buyingStep` and `fillTicket` (issue 28, item 6): an address kept from a
 * purchase resumes it: the tickets step, its payment step, or a ticket's holder to fill in.
 */
test('an event address with buyingStep and fillTicket resumes the purchase where it was', async ({ page, request }) => {
  const api = churchApi(request, 'grace');
  const { igreja } = (await (await api.get('/api/v1/igreja/codigo/grace')).json()) as { igreja: { slug: string } };
  const { eventos } = (await (await api.get(`/api/v1/igreja/${igreja.slug}/evento/?limit=50`)).json()) as { eventos: { id: number; nome: string }[] };
  const id = eventos.find((event) => event.nome === 'Family Picnic on the Common')?.id;
  if (!id) throw new Error('grace has no Family Picnic on the Common');
  await signedInFreshMember(page, request, 'grace', `/event/${id}?buyingStep=1`);
  await expect(page).toHaveURL(churchUrl('grace', `/event/${id}/tickets`));
  await page.getByLabel('Quantity of Adult').selectOption('2');
  await page.getByLabel("Ticket holder's name").nth(1).fill('Sam Reyes');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('button', { name: 'Confirm registration' })).toBeVisible();

  // The second ticket's holder, from the event's address: the tickets step, at that holder.
  await page.goto(churchUrl('grace', `/event/${id}?fillTicket=2`));
  await expect(page.getByLabel("Ticket holder's name").nth(1)).toBeFocused();
  await expect(page.getByLabel("Ticket holder's name").nth(1)).toHaveValue('Sam Reyes');
  // The payment step, where this browser's purchase of the event waits.
  await page.goto(churchUrl('grace', `/event/${id}?buyingStep=checkout`));
  await expect(page).toHaveURL(churchUrl('grace', '/checkout'));
  await expect(page.getByRole('button', { name: 'Confirm registration' })).toBeVisible();
});

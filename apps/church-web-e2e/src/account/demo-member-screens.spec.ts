import { memberOf } from '../support/accounts';
import { churchUrl } from '../support/church-site';
import { signInThroughApi } from '../support/sessions';
import { expect, test } from '../support/test';

/** What each church's demo member finds on their account screens (the demo seed, README): a registration, a gift and, where the church has groups, a group. */
const DEMO_MEMBERS = [
  { code: 'grace', event: 'Marriage Retreat Weekend', holders: ['Emily Carter'], reason: 'Tithe', group: 'Beacon Hill Couples' },
  { code: 'esperanca', event: 'Conferência de Mulheres', holders: ['Mariana Souza', 'Helena Souza'], reason: 'Dízimo', group: 'Célula Liberdade' },
  // vida has no groups module: no groups screen to open.
  { code: 'vida', event: 'Retiro de Matrimonios', holders: ['Lucía Fernández'], reason: 'Diezmo', group: null },
] as const;

test.describe('the demo member’s account screens', () => {
  for (const { code, event, holders, reason, group } of DEMO_MEMBERS) {
    test(`${code}: a registration with its tickets, a gift${group ? ' and a group' : ''}, none of them empty`, async ({ page }) => {
      await signInThroughApi(page, code, memberOf(code), undefined, '/user/registrations');
      const registration = page.getByRole('link', { name: event });
      await expect(registration).toBeVisible();
      await registration.click();
      await expect(page).toHaveURL(/\/user\/registrations\/\d+\/tickets$/);
      // Each ticket is paid, so it shows its check-in code, named after its holder.
      for (const holder of holders) await expect(page.getByRole('img', { name: new RegExp(`${holder}$`) })).toBeVisible();

      await page.goto(churchUrl(code, '/user/giving'));
      await expect(page.getByRole('row').filter({ hasText: reason })).toHaveCount(1);

      if (group) {
        await page.goto(churchUrl(code, '/user/groups'));
        await expect(page.getByRole('link', { name: group })).toBeVisible();
      }
    });
  }
});

import { describe, expect, it } from 'vitest';
import { purchaseStepOf } from './purchase-step';

const at = (search: string, id: number | null = 7) => purchaseStepOf(new URLSearchParams(search), id);

describe("an event address's purchase queries (§2 /event/{eventId}: buyingStep, fillTicket)", () => {
  it('shows the event when there are none, or the id is not one', () => {
    expect(at('')).toBeNull();
    expect(at('buyingStep=1', null)).toBeNull();
  });

  it('opens the tickets step for a buying step, and its payment step for checkout or 3', () => {
    expect(at('buyingStep=1')).toBe('/event/7/tickets');
    expect(at('buyingStep=tickets')).toBe('/event/7/tickets');
    expect(at('buyingStep=checkout')).toBe('/event/7/tickets?buyingStep=checkout');
    expect(at('buyingStep=3')).toBe('/event/7/tickets?buyingStep=checkout');
  });

  it("opens the tickets step at a ticket's holder, for a ticket number from 1 to 100 only", () => {
    expect(at('fillTicket=2')).toBe('/event/7/tickets?fillTicket=2');
    expect(at('buyingStep=checkout&fillTicket=1')).toBe('/event/7/tickets?fillTicket=1');
    expect(at('fillTicket=0')).toBeNull();
    expect(at('fillTicket=101')).toBeNull();
    expect(at('fillTicket=abc&buyingStep=1')).toBe('/event/7/tickets');
  });
});

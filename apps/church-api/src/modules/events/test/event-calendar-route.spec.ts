import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { eventIdByName } from './event-helpers';

const testApp = setupTestApp({ port: 3000 });

const calendar = (id: number, host: string) => testApp().app.inject({ url: `/event/${id}/calendar.ics`, headers: { host } });

/** An iCalendar property's value, its folded lines joined again (RFC 5545 §3.1). */
function property(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'm').exec(unfolded)?.[1]?.trim();
}

describe("the event's calendar file names the event by the church's own address", () => {
  it.each([
    ['the subdomain in capitals', 'GRACE.localhost:3000', 'http://grace.localhost:3000'],
    ['the subdomain with a port', 'grace.localhost:3000', 'http://grace.localhost:3000'],
    ['the subdomain without a port', 'grace.localhost', 'http://grace.localhost:3000'],
    ['the subdomain with a trailing dot', 'grace.localhost.:3000', 'http://grace.localhost:3000'],
    ['a forged port', 'grace.localhost:9999', 'http://grace.localhost:3000'],
    ['the custom domain', 'www.gracechurch.test', 'http://www.gracechurch.test:3000'],
    ['the custom domain in capitals with a port', 'WWW.GraceChurch.test:8080', 'http://www.gracechurch.test:3000'],
  ])('%s (%s)', async (_name, host, site) => {
    for (const name of ['Marriage Retreat Weekend', 'Online Course: Reading Romans']) {
      const id = await eventIdByName(testApp().app, name);
      const response = await calendar(id, host);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('text/calendar');
      expect(property(response.body, 'URL')).toBe(`${site}/event/${id}`);
      expect(property(response.body, 'UID')).toBe(`event-${id}@${new URL(site).hostname}`);
      if (name.startsWith('Online')) expect(property(response.body, 'LOCATION')).toBe(`${site}/event/${id}`);
      expect(response.body).not.toMatch(/GRACE|GraceChurch|:9999|:8080/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { firstHostLabel, hostnameOf, tenantLookupForHost } from './tenant-lookup';
import { churchSiteUrl } from './church-url';

describe('tenantLookupForHost', () => {
  it('takes the church code from the first label of a subdomain of the app domain', () => {
    expect(tenantLookupForHost('grace.localhost:3000', 'localhost')).toEqual({ by: 'codigo', codigo: 'grace' });
    expect(tenantLookupForHost('Esperanca.Church.Example', 'church.example')).toEqual({
      by: 'codigo',
      codigo: 'esperanca',
    });
  });

  it('looks any other host up by host name', () => {
    expect(tenantLookupForHost('www.gracechurch.test:3000', 'localhost')).toEqual({
      by: 'hostname',
      hostname: 'www.gracechurch.test',
    });
    expect(tenantLookupForHost('127.0.0.1:3000', 'localhost')).toEqual({ by: 'hostname', hostname: '127.0.0.1' });
  });

  it('finds no church on the bare app domain or a malformed label', () => {
    expect(tenantLookupForHost('localhost:3000', 'localhost')).toBeNull();
    expect(tenantLookupForHost('-bad.localhost', 'localhost')).toBeNull();
    expect(tenantLookupForHost('', 'localhost')).toBeNull();
  });

  it('does not take a look-alike domain for a subdomain', () => {
    expect(tenantLookupForHost('grace.notlocalhost', 'localhost')).toEqual({
      by: 'hostname',
      hostname: 'grace.notlocalhost',
    });
  });
});

describe('host helpers', () => {
  it('strips ports and trailing dots', () => {
    expect(hostnameOf('Grace.localhost.:8080')).toBe('grace.localhost');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(firstHostLabel('vida.localhost:3000')).toBe('vida');
  });

  it('builds another church’s address on the same port', () => {
    expect(churchSiteUrl('vida', 'localhost', { protocol: 'http:', port: '3000' })).toBe('http://vida.localhost:3000/');
    expect(churchSiteUrl('vida', 'church.example', { protocol: 'https:', port: '' })).toBe(
      'https://vida.church.example/',
    );
  });
});

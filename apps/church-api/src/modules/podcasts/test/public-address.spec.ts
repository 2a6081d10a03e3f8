import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../public-address';

describe('isPublicAddress', () => {
  it.each(['127.0.0.1', '127.8.8.8', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not-an-ip'])(
    'refuses %s',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  it.each(['8.8.8.8', '151.101.1.69', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) => expect(isPublicAddress(address)).toBe(true));
});

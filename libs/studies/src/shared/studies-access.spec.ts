import { describe, expect, it } from 'vitest';
import { decideStudiesAccess } from './studies-access';

const settled = { restoringSession: false };

describe('decideStudiesAccess', () => {
  it('waits for the configuration', () => {
    expect(decideStudiesAccess({ flagConteudoPublico: undefined, loggedIn: false, ...settled })).toBe('checking');
  });
  it('lets anyone read public studies', () => {
    expect(decideStudiesAccess({ flagConteudoPublico: true, loggedIn: false, ...settled })).toBe('allowed');
  });
  it('sends a logged-out visitor to sign in when studies are for members only', () => {
    expect(decideStudiesAccess({ flagConteudoPublico: false, loggedIn: false, ...settled })).toBe('login');
    expect(decideStudiesAccess({ flagConteudoPublico: false, loggedIn: true, ...settled })).toBe('allowed');
  });
  it('waits while the session is being restored before sending anyone to sign in', () => {
    expect(decideStudiesAccess({ flagConteudoPublico: false, loggedIn: false, restoringSession: true })).toBe('checking');
  });
});

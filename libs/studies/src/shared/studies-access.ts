/** What the studies screens do for a visitor, given the church's study configuration (§7). */
export type StudiesAccess = 'checking' | 'allowed' | 'login';

export function decideStudiesAccess(input: {
  flagConteudoPublico: boolean | undefined;
  loggedIn: boolean;
  /** The session is still being restored at start: a member may turn out to be logged in. */
  restoringSession: boolean;
}): StudiesAccess {
  if (input.flagConteudoPublico === undefined) return 'checking';
  if (input.flagConteudoPublico || input.loggedIn) return 'allowed';
  return input.restoringSession ? 'checking' : 'login';
}

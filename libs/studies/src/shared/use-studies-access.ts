import { isLoggedInAtom, sessionStatusAtom, useAtomValue } from '@church/state';
import { useStudyConfiguration } from '../api/get-study-configuration';
import { decideStudiesAccess, type StudiesAccess } from './studies-access';

/** Whether this visitor may read the church's studies now, and whether the configuration failed to load. */
export function useStudiesAccess(): { access: StudiesAccess; failed: boolean } {
  const configuration = useStudyConfiguration();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const restoringSession = useAtomValue(sessionStatusAtom) === 'restoring';
  return {
    access: decideStudiesAccess({ flagConteudoPublico: configuration.data?.flagConteudoPublico, loggedIn, restoringSession }),
    failed: configuration.isError,
  };
}

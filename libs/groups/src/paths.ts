import { routePath } from '@church/routing';

const id = (value: number | string) => encodeURIComponent(String(value));

/** The small groups' addresses (§2 "/groups…"), and the member's own groups in the account. */
export const groupsPaths = {
  list: routePath('/groups'),
  detail: routePath('/groups/:celulaId', (celulaId: number | string) => `/groups/${id(celulaId)}`),
  /** After a join request is sent; `celula` names the group to go back to. */
  requestSuccess: routePath('/groups/request/success', (celulaId?: number) => (celulaId ? `/groups/request/success?celula=${celulaId}` : '/groups/request/success')),
  meetings: routePath('/groups/:celulaId/meetings', (celulaId: number | string) => `/groups/${id(celulaId)}/meetings`),
  meeting: routePath(
    '/groups/:celulaId/meetings/:meetingId',
    (celulaId: number | string, meetingId: number | string) => `/groups/${id(celulaId)}/meetings/${id(meetingId)}`,
  ),
  mine: routePath('/user/groups'),
};

/** A study's page, in the studies module (the same module code; its library is not imported). */
export const studyHref = (studyId: number) => `/studies/${studyId}`;

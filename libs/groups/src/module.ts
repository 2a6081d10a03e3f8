import { msg } from '@lingui/core/macro';
import { formsCatalog } from '@church/forms';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule, ChurchRoute } from '@church/routing';
import type { ComponentType } from 'react';
import { groupsCatalog } from './catalog';
import { groupPageData, groupsListPageData } from './page-data';
import { groupsPaths } from './paths';
import { church } from '../package.json';

const loadCatalog = () => loadModuleCatalog(groupsCatalog);

/** A lazy screen whose code and catalogs (its own, the form fields') load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadCatalog(), loadModuleCatalog(formsCatalog)]);
  return { Component };
};

const screens = () => import('./group-screens');

/** A screen for members only (§6: group meetings, the member's own groups). */
const memberScreen = (path: string, load: () => Promise<ComponentType>): ChurchRoute => ({
  layout: 'DEFAULT',
  route: { path, handle: { auth: 'required' }, lazy: screen(load) },
});

/**
 * Small groups (MOD_CELULA, with the studies module): the groups as a list and on a map, a group with
 * its join request, its meeting records for its members, and the member's own groups in the account.
 */
export const groupsModule = {
  code: church.code,
  routes: [
    { layout: 'DEFAULT', route: { path: groupsPaths.list.path, handle: { data: groupsListPageData }, lazy: screen(async () => (await screens()).GroupsPage) } },
    { layout: 'DEFAULT', route: { path: groupsPaths.requestSuccess.path, lazy: screen(async () => (await screens()).GroupRequestSuccessPage) } },
    { layout: 'DEFAULT', route: { path: groupsPaths.detail.path, handle: { data: groupPageData }, lazy: screen(async () => (await screens()).GroupPage) } },
    memberScreen(groupsPaths.meetings.path, async () => (await screens()).GroupMeetingsPage),
    memberScreen(groupsPaths.meeting.path, async () => (await screens()).GroupMeetingPage),
    memberScreen(groupsPaths.mine.path, async () => (await screens()).MyGroupsPage),
  ],
  accountLinks: [{ id: 'groups', order: 35, to: groupsPaths.mine.href(), label: msg`My groups`, loadCatalog }],
} satisfies ChurchModule;

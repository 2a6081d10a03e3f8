// The small groups' screens, in one chunk: they are reached one after another.
export { GroupsPage } from './list/groups-page';
export { GroupPage } from './detail/group-page';
export { GroupRequestSuccessPage } from './detail/request-success-page';
export { GroupMeetingsPage } from './meetings/meetings-page';
export { GroupMeetingPage } from './meetings/meeting-page';
export { MyGroupsPage } from './mine/my-groups-page';

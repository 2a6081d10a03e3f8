/** A demo church's notices (type AVISO), in its own language. */
export interface NotificationsDemo {
  /** To every member, sent `daysAgo` days before the seed. */
  notices: { titulo: string; corpo: string; daysAgo: number }[];
  /** To the demo member (member@<code>.example) only. */
  welcome: { titulo: string; corpo: string };
}

/**
 * Deleting spent sign-in rows is the store's (`purgeExpiredSignIns`, with how long they are kept);
 * `main.ts` runs it hourly.
 */
export { purgeExpiredSignIns } from '@sitewright/store';

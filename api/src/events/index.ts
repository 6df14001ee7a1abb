/** Usage events (spec §1): the page-view call (sign-in and sign-out record theirs; the store keeps them). */
export { eventRoutes, pageViewsPerIp } from './event-routes.ts';

import type { RoutePrefetch } from '@golf/shared/federation/route-prefetch';
import { prefetchQuery } from '@golf/shared/hooks/use-query';
import { announcementQuery } from '../features/announcements/api/get-announcement';
import { announcementsQuery } from '../features/announcements/api/get-announcements';
import { featuredAnnouncementQuery } from '../features/announcements/api/get-featured-announcement';
import { latestAnnouncementsQuery } from '../features/announcements/api/get-latest-announcements';
import { apiCategoryOf } from '../features/announcements/utils/categories';
import { liveUpdatesQuery } from '../features/live-updates/api/get-live-updates';
import { readHubView } from '../features/announcements/utils/hub-params';
// The page's texts are part of its first reads: registering the namespace starts fetching the
// visitor's language now, beside the page's code, not once the page module has run.
import '../i18n/announcements-catalogue';

/**
 * The first reads of /announcements and /announcements/:id, started by the shell while this
 * remote's page code loads (exposed as ./Announcements.prefetch). The same query options as the
 * pages, so the pages find them in the cache; the hub's live updates too, which the sidebar takes
 * from the cache once and then keeps current with the stream (use-live-updates.ts).
 */
const prefetchAnnouncements: RoutePrefetch = ({ pathname, search }) => {
  const [, section, id, ...rest] = pathname.split('/');
  if (section !== 'announcements' || rest.length > 0) return;
  if (id) return prefetchQuery(announcementQuery(decodeURIComponent(id)));
  const view = readHubView(new URLSearchParams(search));
  return Promise.all([
    prefetchQuery(featuredAnnouncementQuery()),
    prefetchQuery(latestAnnouncementsQuery()),
    prefetchQuery(announcementsQuery(view.page, apiCategoryOf(view.filter))),
    prefetchQuery(liveUpdatesQuery()),
  ]);
};

export default prefetchAnnouncements;

import type { RoutePrefetch } from '@golf/shared/federation/route-prefetch';
import { prefetchQuery } from '@golf/shared/hooks/use-query';
import { discussionsQuery } from '../features/discussions/api/get-discussions';
import { readListView } from '../features/discussions/utils/list-view';
import { discussionQuery } from '../features/thread/api/get-discussion';
import { repliesQuery } from '../features/thread/api/get-replies';
// The page's texts are part of its first reads: registering the namespace starts fetching the
// visitor's language now, beside the page's code, not once the page module has run.
import '../i18n/forum-catalogue';

/**
 * The first reads of /discussions (the list as its address asks) and /discussions/:id (the thread
 * and its replies), started by the shell while this remote's page code loads (exposed as
 * ./Discussions.prefetch). /discussions/create reads nothing first.
 */
const prefetchDiscussions: RoutePrefetch = ({ pathname, search }) => {
  const [, section, id, ...rest] = pathname.split('/');
  if (section !== 'discussions' || rest.length > 0 || id === 'create') return;
  if (id) {
    const threadId = decodeURIComponent(id);
    return Promise.all([prefetchQuery(discussionQuery(threadId)), prefetchQuery(repliesQuery(threadId))]);
  }
  return prefetchQuery(discussionsQuery(readListView(new URLSearchParams(search)).query));
};

export default prefetchDiscussions;

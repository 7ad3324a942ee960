import type { RoutePrefetch } from '@golf/shared/federation/route-prefetch';
import { prefetchQuery } from '@golf/shared/hooks/use-query';
import { leaderboardQuery } from '../features/leaderboard/api/get-leaderboard';
// The page's texts are part of its first reads: registering the namespace starts fetching the
// visitor's language now, beside the page's code, not once the page module has run.
import '../i18n/golf-catalogue';

/**
 * The first read of /golf/leaderboard/:id (the leaderboard), started by the shell while the
 * page's code loads (exposed as ./GolfLeaderboard.prefetch).
 */
const prefetchLeaderboard: RoutePrefetch = ({ pathname }) => {
  const [, golf, section, id, ...rest] = pathname.split('/');
  if (golf !== 'golf' || section !== 'leaderboard' || !id || rest.length > 0) return;
  return prefetchQuery(leaderboardQuery(decodeURIComponent(id)));
};

export default prefetchLeaderboard;

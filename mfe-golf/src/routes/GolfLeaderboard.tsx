import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import '../i18n/golf-catalogue';
import { NotFoundWithWayBack } from '@golf/shared/components/NotFoundWithWayBack';
import { LeaderboardPage } from '../features/leaderboard/components/LeaderboardPage';

function LeaderboardNotFound() {
  const { t } = useTranslation('golf');
  return <NotFoundWithWayBack title={t('leaderboard.notFound')} hint={t('leaderboard.notFoundHint')} to="/" back={t('leaderboard.backHome')} />;
}

/** Mounted by the shell at /golf/leaderboard/* for everyone, signed in or not: a published competition's leaderboard. */
export default function GolfLeaderboard() {
  return (
    <Routes>
      <Route path=":competitionId" element={<LeaderboardPage />} />
      <Route path="*" element={<LeaderboardNotFound />} />
    </Routes>
  );
}

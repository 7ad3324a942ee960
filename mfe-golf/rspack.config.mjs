import { createAppConfig } from '../rspack.shared.js';

export default createAppConfig({
  name: 'mfe_golf',
  dir: import.meta.dirname,
  exposes: {
    './Golf': './src/routes/Golf.tsx',
    './GolfAdmin': './src/routes/GolfAdmin.tsx',
    './GolfLeaderboard': './src/routes/GolfLeaderboard.tsx',
    './GolfLeaderboard.prefetch': './src/routes/golf-leaderboard.prefetch.ts',
  },
});

import { createAppConfig } from '../rspack.shared.js';

export default createAppConfig({
  name: 'mfe_forum',
  dir: import.meta.dirname,
  exposes: { './Discussions': './src/routes/Discussions.tsx', './Discussions.prefetch': './src/routes/discussions.prefetch.ts' },
});

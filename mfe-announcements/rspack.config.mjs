import { createAppConfig } from '../rspack.shared.js';

export default createAppConfig({
  name: 'mfe_announcements',
  dir: import.meta.dirname,
  exposes: { './Announcements': './src/routes/Announcements.tsx', './Announcements.prefetch': './src/routes/announcements.prefetch.ts' },
});

import { createAppConfig } from '../rspack.shared.js';

export default createAppConfig({
  name: 'mfe_membership',
  dir: import.meta.dirname,
  exposes: { './Membership': './src/routes/Membership.tsx', './Settings': './src/routes/Settings.tsx' },
});

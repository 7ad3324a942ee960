import { createAppConfig } from '../rspack.shared.js';

export default createAppConfig({
  name: 'mfe_admin',
  dir: import.meta.dirname,
  exposes: { './Admin': './src/routes/Admin.tsx' },
});

import { createAppConfig } from '../rspack.shared.js';

export default createAppConfig({
  name: 'mfe_events',
  dir: import.meta.dirname,
  exposes: { './EventCalendar': './src/routes/EventCalendar.tsx', './Events': './src/routes/Events.tsx' },
});

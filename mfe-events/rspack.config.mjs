import { createAppConfig } from '../rspack.shared.js';

export default createAppConfig({
  name: 'mfe_events',
  dir: import.meta.dirname,
  exposes: {
    './EventCalendar': './src/routes/EventCalendar.tsx',
    './EventCalendar.prefetch': './src/routes/event-calendar.prefetch.ts',
    './Events': './src/routes/Events.tsx',
    './MyBookings': './src/routes/MyBookings.tsx',
  },
});

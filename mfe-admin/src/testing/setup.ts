// Imported first by the admin's screen tests.
import { toaster } from '@golf/shared/theme/toaster';
import './form-data-shim';

// The toaster is one store per test file and shows at most a few toasts at once: without this,
// toasts of earlier tests queue the ones a later test looks for.
afterEach(() => {
  toaster.remove();
});

// Screens with many fields take a while to type into under jsdom.
jest.setTimeout(20_000);

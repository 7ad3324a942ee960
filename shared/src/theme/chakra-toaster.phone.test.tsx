import { act, render, screen } from '@testing-library/react';
import { AppProvider } from './AppProvider';
import { toaster, toastSuccess } from './toaster';
import { fakeMatchMedia } from '../testing/match-media';

// A phone: narrower than the theme's `md`. Set before the first toast, which loads the toaster.
fakeMatchMedia((query) => query.includes('max-width'));

test('on a phone toasts rise from the bottom, away from the page’s top actions, three at most', async () => {
  render(<AppProvider>page</AppProvider>);
  act(() => {
    for (let press = 1; press <= 5; press += 1) toastSuccess(`Link Copied ${press}`);
  });
  expect(await screen.findByText('Link Copied 1')).toBeInTheDocument();
  const group = document.querySelector('[data-scope="toast"][data-part="group"]');
  expect(group).toHaveAttribute('data-placement', 'bottom');
  expect(document.querySelectorAll('[data-scope="toast"][data-part="root"]')).toHaveLength(3);
  // The others wait their turn.
  act(() => toaster.remove());
});

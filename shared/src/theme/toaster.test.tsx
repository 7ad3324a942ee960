import { act, render, screen } from '@testing-library/react';
import { AppProvider } from './AppProvider';
import { loadedToastMachinery, toaster, toastError, toastSuccess } from './toaster';

// Counts the loads of Chakra's toast machinery, which a page gets only with its first toast.
const mockMachineryLoaded = jest.fn();
jest.mock('./chakra-toaster', () => {
  mockMachineryLoaded();
  return jest.requireActual('./chakra-toaster');
});

test('loads the toast machinery with the first toast and shows the toasts asked for before it was here', async () => {
  render(<AppProvider>page</AppProvider>);
  // jest-setup's toaster.remove() before each test, and these, load nothing.
  toaster.remove();
  toaster.dismiss();
  expect(mockMachineryLoaded).not.toHaveBeenCalled();
  expect(loadedToastMachinery()).toBeUndefined();
  expect(document.querySelector('[data-scope="toast"]')).toBeNull();

  const withdrawn = toaster.create({ type: 'info', title: 'Withdrawn before loading' });
  toastSuccess('Link Copied', 'The link is on your clipboard');
  toastError('Could not save');
  toaster.remove(withdrawn);

  expect(await screen.findByText('Link Copied')).toBeInTheDocument();
  expect(screen.getByText('The link is on your clipboard')).toBeInTheDocument();
  expect(screen.getByText('Could not save')).toBeInTheDocument();
  expect(screen.queryByText('Withdrawn before loading')).toBeNull();
  expect(mockMachineryLoaded).toHaveBeenCalledTimes(1);
});

test('remove() clears the toasts on the page', async () => {
  render(<AppProvider>page</AppProvider>);
  act(() => void toastError('Straight through'));
  expect(await screen.findByText('Straight through')).toBeInTheDocument();
  act(() => toaster.remove());
  expect(screen.queryByText('Straight through')).toBeNull();
});

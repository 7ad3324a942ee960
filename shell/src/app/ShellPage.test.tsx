import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@golf/shared/testing/render';
import { ShellPage } from './ShellPage';

function Hello() {
  return <h1>Golf Courses</h1>;
}

test('shows Loading... while the page chunk arrives, then the page', async () => {
  renderPage(<ShellPage load={() => Promise.resolve({ default: Hello })} />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Golf Courses' })).toBeInTheDocument();
});

test('a chunk that fails to load shows the unavailable panel, and Retry loads it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ default: Hello });
  renderPage(<ShellPage load={load} />);
  expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Golf Courses' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@golf/shared/i18n/i18n';
import { renderPage } from '@golf/shared/testing/render';
import '../i18n/shell-catalogue';
import { RemoteIncompatibleError } from '../federation/compatibility';
import { SectionBoundary } from './SectionBoundary';

function Throws({ error }: { error: Error }): never {
  throw error;
}

function chunkLoadError() {
  const error = new Error('Loading chunk 12 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

test('a remote that needs a newer site reloads the page once and says so', async () => {
  const reload = jest.fn(() => true);
  renderPage(
    <SectionBoundary onRetry={jest.fn()} reload={reload}>
      <Throws error={new RemoteIncompatibleError('mfe_forum', 'needs @golf/shared ^2.0.0')} />
    </SectionBoundary>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'This section needs a newer site version' })).toBeInTheDocument();
  expect(screen.getByText('Reloading the page…')).toBeInTheDocument();
  expect(reload).toHaveBeenCalledWith('outdated');
});

test('after its one reload, the outdated panel stays, in Chinese too, with a button to reload by hand', async () => {
  renderPage(
    <SectionBoundary onRetry={jest.fn()} reload={() => false}>
      <Throws error={new RemoteIncompatibleError('mfe_forum', 'needs @golf/shared ^2.0.0')} />
    </SectionBoundary>,
    { language: 'zh' },
  );
  expect(await screen.findByText('此部分需要較新的網站版本')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重新載入頁面' })).toBeInTheDocument();
});

test('a remote older than the site says so, under a heading, in both languages', async () => {
  const older = () => new RemoteIncompatibleError('mfe_forum', 'built with Module Federation 2.8.2; this site runs ~2.9.0', 'section');
  const { unmount } = renderPage(
    <SectionBoundary onRetry={jest.fn()} reload={() => false}>
      <Throws error={older()} />
    </SectionBoundary>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'This section was built for an earlier site version' })).toBeInTheDocument();
  expect(screen.getByText('Its team needs to release it again for this site. The rest of the site keeps working.')).toBeInTheDocument();
  expect(screen.queryByText('This section needs a newer site version')).not.toBeInTheDocument();
  unmount();
  // Wrapped by the federation runtime, only its message tells.
  renderPage(
    <SectionBoundary onRetry={jest.fn()} reload={() => false}>
      <Throws error={new Error('[ Federation Runtime ] load failed', { cause: new Error(older().message) })} />
    </SectionBoundary>,
    { language: 'zh' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: '此部分是為較舊的網站版本而建' })).toBeInTheDocument();
});

test('a chunk gone in a release reloads once; if that did not help, the unavailable panel offers Retry', async () => {
  const reload = jest.fn(() => true);
  const { unmount } = renderPage(
    <SectionBoundary onRetry={jest.fn()} reload={reload}>
      <Throws error={chunkLoadError()} />
    </SectionBoundary>,
  );
  expect(await screen.findByText('Reloading the page…')).toBeInTheDocument();
  expect(reload).toHaveBeenCalledWith('stale');
  unmount();

  renderPage(
    <SectionBoundary onRetry={jest.fn()} reload={() => false}>
      <Throws error={chunkLoadError()} />
    </SectionBoundary>,
  );
  expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('a remote that is down does not reload the page: Retry asks for it again', async () => {
  const reload = jest.fn(() => true);
  const onRetry = jest.fn();
  renderPage(
    <SectionBoundary onRetry={onRetry} reload={reload}>
      <Throws error={new Error('Failed to fetch')} />
    </SectionBoundary>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(reload).not.toHaveBeenCalled();
});

test('texts that never arrive fail the section like a missing chunk, instead of showing raw keys', async () => {
  const reload = jest.fn(() => true);
  renderPage(
    <SectionBoundary onRetry={jest.fn()} reload={reload}>
      <p>forum page</p>
    </SectionBoundary>,
  );
  expect(await screen.findByText('forum page')).toBeInTheDocument();
  act(() => {
    i18n.emit('failedLoading', 'en', 'forum', 'ChunkLoadError: Loading chunk 7722 failed.');
  });
  expect(await screen.findByText('Reloading the page…')).toBeInTheDocument();
  expect(screen.queryByText('forum page')).not.toBeInTheDocument();
  expect(reload).toHaveBeenCalledWith('stale');
});

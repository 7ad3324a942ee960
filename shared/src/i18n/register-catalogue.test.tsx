import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import i18n, { addCatalogue, registerCatalogue, setLanguage } from '@golf/shared/i18n/i18n';
import { commonEn } from '@golf/shared/i18n/common.en';

/** A namespace of its own per test, with loaders that count their calls. */
function sampleCatalogue(namespace: string) {
  const loaders = {
    zh: jest.fn(async () => ({ greeting: '你好', nested: { title: '標題' } })),
    en: jest.fn(async () => ({ greeting: 'Hello', nested: { title: 'Title' } })),
  };
  registerCatalogue(namespace, loaders);
  return loaders;
}

function Greeting({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  return <p>{t('greeting')}</p>;
}

/** A page in Chinese whose one text comes from a freshly registered namespace. */
async function renderGreetingPage(namespace: string) {
  await act(() => i18n.changeLanguage('zh'));
  const loaders = sampleCatalogue(namespace);
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Greeting namespace={namespace} />
    </Suspense>,
  );
  return loaders;
}

afterEach(() => act(() => setLanguage('zh')));

test('a page waits for its texts, and only those of the visitor’s language are fetched', async () => {
  const loaders = await renderGreetingPage('sample-first-read');

  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(await screen.findByText('你好')).toBeInTheDocument();
  expect(loaders.zh).toHaveBeenCalledTimes(1);
  expect(loaders.en).not.toHaveBeenCalled();
});

test('switching language fetches the other texts before the page changes, once', async () => {
  const loaders = await renderGreetingPage('sample-switch');
  expect(await screen.findByText('你好')).toBeInTheDocument();

  await act(() => i18n.changeLanguage('en'));
  expect(screen.getByText('Hello')).toBeInTheDocument();
  expect(loaders.en).toHaveBeenCalledTimes(1);
  expect(i18n.t('sample-switch:nested.title')).toBe('Title');

  await act(() => i18n.changeLanguage('zh'));
  await act(() => i18n.changeLanguage('en'));
  expect(loaders.zh).toHaveBeenCalledTimes(1);
  expect(loaders.en).toHaveBeenCalledTimes(1);
});

function PageText({ namespace, textKey }: { namespace: string; textKey: string }) {
  const { t } = useTranslation(namespace);
  return <p>{t(textKey)}</p>;
}

test('the common texts and those added with addCatalogue are there at once, in either language', async () => {
  addCatalogue('sample-parts', { zh: { title: '頁面' }, en: { title: 'Page' } });
  await act(() => i18n.changeLanguage('en'));
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <PageText namespace="common" textKey="nav.menu" />
      <PageText namespace="sample-parts" textKey="title" />
    </Suspense>,
  );
  expect(screen.getByText(commonEn.nav.menu)).toBeInTheDocument();
  expect(screen.getByText('Page')).toBeInTheDocument();
});

test('a catalogue that fails to arrive is asked for again, and the page shows it when it comes', async () => {
  await act(() => i18n.changeLanguage('zh'));
  const zh = jest
    .fn()
    .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))
    .mockResolvedValue({ greeting: '再見' });
  registerCatalogue('sample-flaky', { zh, en: jest.fn(async () => ({ greeting: 'Bye' })) });
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Greeting namespace="sample-flaky" />
    </Suspense>,
  );
  expect(await screen.findByText('再見', undefined, { timeout: 3000 })).toBeInTheDocument();
  expect(zh).toHaveBeenCalledTimes(2);
});

test('a catalogue that never arrives is reported once i18next has tried three times', async () => {
  await act(() => i18n.changeLanguage('zh'));
  const failed = jest.fn();
  i18n.on('failedLoading', failed);
  const zh = jest.fn(async () => {
    throw new Error('Loading chunk 8 failed.');
  });
  registerCatalogue('sample-gone', { zh, en: zh });
  await waitFor(() => expect(failed).toHaveBeenCalledWith('zh', 'sample-gone', expect.anything()), { timeout: 3000 });
  expect(zh).toHaveBeenCalledTimes(3);
  i18n.off('failedLoading', failed);
});

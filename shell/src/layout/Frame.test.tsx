import { useEffect, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import i18n from '@golf/shared/i18n/i18n';
import { AppProvider } from '@golf/shared/theme/AppProvider';
import '../i18n/shell-catalogue';
import { expectAccessible } from '@golf/shared/testing/axe';
import { setupShellTest } from '../testing/shell-test';
import composition from '../../remotes.json';
import { Frame } from './Frame';
import { readMenu } from './menu';

setupShellTest();

function FirstPage() {
  return (
    <>
      <h1>First page</h1>
      <Link to="/second">Go on</Link>
    </>
  );
}

/** Like a remote's page: its heading arrives after its data. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Second page</h1> : <p>Loading…</p>;
}

function renderFrame(language: 'zh' | 'en') {
  void i18n.changeLanguage(language);
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={['/first']}>
        <Routes>
          <Route element={<Frame menu={readMenu(composition.menu)} />}>
            <Route path="/first" element={<FirstPage />} />
            <Route path="/second" element={<SlowPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

test('the page heading names the document in the language shown, and the first page keeps focus where the browser put it', async () => {
  renderFrame('en');
  await waitFor(() => expect(document.title).toBe('First page | Youth Golf Community'));
  expect(document.activeElement).toBe(document.body);
  await expectAccessible(document.body);
  await act(async () => {
    await i18n.changeLanguage('zh');
  });
  await waitFor(() => expect(document.title).toBe('First page | 青少年高爾夫社群'));
  expect(document.activeElement).toBe(document.body);
});

test('after a navigation focus moves to the new page heading once it has loaded, and its title follows', async () => {
  renderFrame('en');
  await userEvent.click(screen.getByRole('link', { name: 'Go on' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Second page' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(document.title).toBe('Second page | Youth Golf Community');
});

test('the skip link is the first Tab stop and leads to the page heading, in both languages', async () => {
  renderFrame('zh');
  await userEvent.tab();
  expect(screen.getByRole('link', { name: '跳至主要內容' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('heading', { level: 1, name: 'First page' })).toHaveFocus();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
});

test('the language buttons say their own language', () => {
  renderFrame('en');
  expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('lang', 'zh-Hant');
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
});

test('the heading focused after a navigation shows its ring to keyboard users only', async () => {
  renderFrame('en');
  const html = document.documentElement;
  await userEvent.click(screen.getByRole('link', { name: 'Go on' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Second page' });
  await waitFor(() => expect(heading).toHaveFocus());
  // The theme hides the ring of a marked heading unless the page is marked as keyboard-used.
  expect(heading).toHaveAttribute('data-page-heading');
  expect(html).not.toHaveAttribute('data-keyboard-used');
  await userEvent.tab();
  expect(html).toHaveAttribute('data-keyboard-used');
  await userEvent.pointer({ keys: '[MouseLeft]', target: document.body });
  expect(html).not.toHaveAttribute('data-keyboard-used');
});

test('every page’s footer links the privacy notice, in both languages', async () => {
  renderFrame('zh');
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: '私隱聲明' })).toHaveAttribute('href', '/privacy');
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  expect(await within(footer).findByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
});

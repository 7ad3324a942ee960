import { useAuthStore } from '@golf/shared/auth/auth-store';
import { forgetMemberDataWhenSignedOut, MEMBER_DATA_CACHE } from './offline-support';
import { INSTALL_LINKS, linkInstallFiles } from './install-links';

const deleted: string[] = [];
beforeAll(() => {
  Object.defineProperty(window, 'caches', { configurable: true, value: { delete: async (name: string) => deleted.push(name) } });
});
afterAll(() => {
  delete (window as { caches?: unknown }).caches;
});

test("the member's kept card and entry codes are forgotten when nobody is signed in any more, not before", () => {
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: null });
  const stop = forgetMemberDataWhenSignedOut();
  useAuthStore.setState({ status: 'loading' });
  useAuthStore.setState({ status: 'signedIn', token: 't2' });
  expect(deleted).toEqual([]);
  useAuthStore.setState({ status: 'signedOut', token: null });
  expect(deleted).toEqual([MEMBER_DATA_CACHE]);
  useAuthStore.setState({ status: 'signedOut' });
  expect(deleted).toEqual([MEMBER_DATA_CACHE]);
  stop();
});

test('the manifest and home-screen icon are linked once the page has loaded, once each', () => {
  const links = () => Array.from(document.head.querySelectorAll('link')).map((link) => `${link.rel} ${link.getAttribute('href')}`);
  linkInstallFiles();
  linkInstallFiles();
  expect(links()).toEqual(INSTALL_LINKS.map(({ rel, href }) => `${rel} ${href}`));
  expect(links()).toContain('manifest /manifest.webmanifest');
});

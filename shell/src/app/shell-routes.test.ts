import shellPaths from './shell-paths.json';
import { SHELL_PAGES } from './shell-routes';

test('every path the static server knows as the shell’s has a page, and every page is listed', () => {
  expect(shellPaths.pages.map(({ path }) => path).sort()).toEqual(Object.keys(SHELL_PAGES).sort());
});

// Imported first by the admin's screen tests.
import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './form-data-shim';
import { fakeMatchMedia } from '@golf/shared/testing/match-media';

// The shared stub matches no media query; the admin's lists ask for the width (tables on wide
// screens, cards on phones). min-width queries are answered from window.innerWidth, which a
// test may change (jsdom's default is 1024, a desktop).
fakeMatchMedia((query) => {
  const minWidth = /min-width:\s*([\d.]+)(px|r?em)/.exec(query);
  const pixels = minWidth ? Number(minWidth[1]) * (minWidth[2] === 'px' ? 1 : 16) : Infinity;
  return window.innerWidth >= pixels;
});
afterEach(() => {
  window.innerWidth = 1024;
});

// jest-fixed-jsdom's URL.createObjectURL is Node's, which refuses a jsdom File.
URL.createObjectURL = (object: Blob | MediaSource) => `blob:test/${(object as File).name ?? 'blob'}`;
URL.revokeObjectURL = () => {};

// The machine is shared: a busy moment must not fail a findBy.
configure({ asyncUtilTimeout: 5000 });

// Screens with many fields take a while to fill in under jsdom.
jest.setTimeout(30_000);

/** A user who types without pausing between keys (the forms have many fields). */
export function fastUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({ delay: null, ...options });
}

/** Holds a fake API answer until the test has seen the in-between state (Creating..., Updating...). */
export function gate() {
  let open: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed: () => closed, open: () => open() };
}

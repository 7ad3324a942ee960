// Imported first by the admin's screen tests.
import { act, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@golf/shared/theme/toaster';
import './form-data-shim';

// The toaster is one store per test file and shows at most a few toasts at once: without this,
// toasts of earlier tests queue the ones a later test looks for.
afterEach(() => {
  act(() => {
    toaster.remove();
  });
});

// jsdom gaps (they belong in @golf/shared/testing/jest-setup.ts; reported):
// Chakra's switch dispatches a PointerEvent, which jsdom does not define.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventStub as unknown as typeof PointerEvent;
}
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

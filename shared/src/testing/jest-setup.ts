import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';
import { configure } from '@testing-library/react';
import { loadCatalogues } from '@golf/shared/i18n/i18n';
import { toaster } from '@golf/shared/theme/toaster';
import { clearQueryCache } from '@golf/shared/hooks/use-query';
import { fakeMatchMedia } from './match-media';

expect.extend(toHaveNoViolations);

// What jsdom lacks and Chakra (Ark UI, floating-ui) reaches for.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  root = null;
  rootMargin = '';
  thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub,
  IntersectionObserver: globalThis.IntersectionObserver ?? IntersectionObserverStub,
});
if (!window.matchMedia) fakeMatchMedia();
// Chakra's switch and checkbox dispatch a PointerEvent, which jsdom does not define.
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
window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
// Node's URL.createObjectURL accepts only Node Blobs, not jsdom Files: previews get a fake URL.
URL.createObjectURL = () => `blob:preview-${Math.random().toString(36).slice(2)}`;
URL.revokeObjectURL = () => {};

// React 19 builds `new FormData(form, submitter)` when a submit handler starts a transition (as
// react-router's navigation does). Node's FormData takes no form element, so a test would crash
// where a browser works; this one ignores the form and stays a Node FormData for msw.
const NodeFormData = globalThis.FormData;
class FormDataAcceptingForms extends NodeFormData {
  constructor(form?: unknown) {
    super(form instanceof HTMLFormElement ? undefined : (form as undefined));
  }
}
globalThis.FormData = FormDataAcceptingForms as typeof FormData;

// Test runs share two cores with builds and browsers: give findBy/waitFor room before failing.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  // The one place toasts are cleared between tests, in every app: the page has one toaster that
  // shows at most 4 and queues the rest, so toasts of one test would hide those of the next.
  // Toasts still waiting for the machinery are dropped too, and nothing is loaded.
  toaster.remove();
  // One query cache per page: answers of one test must not be another test's data.
  clearQueryCache();
});

// A remote's texts load per language when first read (see registerCatalogue); tests render
// synchronously, so every namespace their modules registered is loaded in both languages first.
beforeEach(() => loadCatalogues());

import { configure } from '@testing-library/react';

// Where jest-fixed-jsdom's Node globals differ from a browser's (these belong in
// shared/src/testing/jest-setup.ts; kept here until they move).

// React 19 builds `new FormData(form, submitter)` when a submit handler starts a transition (as
// react-router's navigation does). Node's FormData takes no form element, so the test would crash
// where a browser works. This subclass ignores the form argument and stays a Node FormData for msw.
const NodeFormData = globalThis.FormData;

class FormDataAcceptingForms extends NodeFormData {
  constructor(form?: unknown) {
    super(form instanceof HTMLFormElement ? undefined : (form as undefined));
  }
}

globalThis.FormData = FormDataAcceptingForms as typeof FormData;

// Node's URL.createObjectURL accepts only Node Blobs, not jsdom Files: previews get a fake URL.
URL.createObjectURL = () => `blob:preview-${Math.random().toString(36).slice(2)}`;
URL.revokeObjectURL = () => {};


// The machine is shared by several teams' test runs: give findBy/waitFor room before failing.

configure({ asyncUtilTimeout: 5_000 });

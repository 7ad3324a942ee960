// React 19 builds `new FormData(form, submitter)` when a submit handler starts a transition (as
// react-router's navigation does). jest-fixed-jsdom swaps in Node's FormData, which takes no form
// element, so the test would crash where a browser works. This subclass ignores the form argument
// and stays a real Node FormData for msw. (Belongs in shared/src/testing/jest-setup.ts.)
const NodeFormData = globalThis.FormData;

class FormDataAcceptingForms extends NodeFormData {
  constructor(form?: unknown) {
    super(form instanceof HTMLFormElement ? undefined : (form as undefined));
  }
}

globalThis.FormData = FormDataAcceptingForms as typeof FormData;
export {};

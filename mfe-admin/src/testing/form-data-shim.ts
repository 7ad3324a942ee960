// jest-fixed-jsdom swaps in Node's FormData, which refuses a jsdom <form>. React 19 builds one
// from the form when a submit handler starts a transition (react-router's navigate does), so a
// search form that updates the URL would throw in tests only. Browsers are unaffected.
// (Belongs in @golf/shared/testing/jest-setup.ts; reported.)
const NodeFormData = globalThis.FormData;

class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form || typeof form.elements === 'undefined') return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name || element.disabled) continue;
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
      if (element.type === 'submit' && element !== submitter) continue;
      this.append(element.name, element.value);
    }
  }
}

globalThis.FormData = FormDataFromForm as typeof FormData;

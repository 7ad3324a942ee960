/**
 * After a refused submit, puts the cursor in the first field with a message, so on a long form
 * (or a phone) the person sees what to fix instead of a button that seems to do nothing.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // After React has rendered the messages (and the aria-invalid they come with).
  setTimeout(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] textarea, [data-invalid] select');
    field?.focus();
    field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, 0);
}

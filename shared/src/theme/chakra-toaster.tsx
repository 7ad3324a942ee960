import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Spinner } from '@chakra-ui/react/spinner';
import { Toast, Toaster, createToaster } from '@chakra-ui/react/toast';
import { toastSlotRecipe } from '@golf/shared/theme/recipes/toast';

// Chakra's toast machinery (Ark and Zag underneath): only `toaster.ts` imports this, on the first
// toast, so a page that shows none never downloads it.

// Toasts sit below the sticky top bar (4rem high): at the default 1rem they covered the menu
// button, and a pointer resting on a toast pauses it, so the menu could not be reached.
export const chakraToaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
  offsets: { top: '5rem', right: '1rem', bottom: '1rem', left: '1rem' },
});

/** The page's toasts, as `Toasts` mounts them once the machinery is here. */
export function ToastList() {
  return (
    <Portal>
      <Toaster toaster={chakraToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

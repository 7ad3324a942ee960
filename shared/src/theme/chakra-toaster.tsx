import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Spinner } from '@chakra-ui/react/spinner';
import { Toast, Toaster, createToaster } from '@chakra-ui/react/toast';
import { toastSlotRecipe } from '@golf/shared/theme/recipes/toast';

// Chakra's toast machinery (Ark and Zag underneath): only `toaster.ts` imports this, on the first
// toast, so a page that shows none never downloads it.

// Below the theme's `md` breakpoint (48rem), as `mdDown` in the list's style props.
const PHONE_QUERY = '(max-width: 47.98rem)';

// On a wide screen toasts sit top right, below the sticky top bar (4rem high): at the default
// 1rem they covered the menu button, and a pointer resting on a toast pauses it, so the menu could
// not be reached. On a phone a toast spans the screen, and at the top it covered the page's first
// actions (an announcement's Back and Share, pressed again and again): there they rise from the
// bottom, folded into one pile (`overlap`). At most three at a time, the
// rest wait their turn. Zag fixes the placement when the toaster is made (with the first toast),
// so a window resized afterwards keeps it.
const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

export const chakraToaster = createToaster({
  placement: phone ? 'bottom' : 'top-end',
  overlap: phone,
  pauseOnPageIdle: true,
  max: 3,
  offsets: { top: 'calc(var(--golf-nav-bar-height) + 1rem)', right: '1rem', bottom: '1rem', left: '1rem' },
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

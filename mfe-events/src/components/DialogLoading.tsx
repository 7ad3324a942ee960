import { Box } from '@chakra-ui/react/box';
import { LoadingState } from '@golf/shared/components/StatePanels';

/**
 * Shown where a dialog opens while its code downloads (first click only). It floats over the page
 * like the dialog will, so nothing on the page moves, and it takes the clicks the dialog would.
 */
export function DialogLoading() {
  return (
    <Box position="fixed" inset="0" zIndex="popover" display="flex" alignItems="center" justifyContent="center" data-testid="dialog-loading">
      <Box bg="white" borderRadius="xl" shadow="lg" px="10">
        <LoadingState />
      </Box>
    </Box>
  );
}

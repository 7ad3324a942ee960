import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { NotFoundState } from '@golf/shared/components/StatePanels';

/** A page or item that does not exist here, with the way back to where it would have been. */
export function NotFoundWithWayBack({ title, hint, to, back }: { title: string; hint: string; to: string; back: string }) {
  return (
    <NotFoundState
      title={title}
      hint={hint}
      action={
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to={to}>{back}</RouterLink>
        </Button>
      }
    />
  );
}

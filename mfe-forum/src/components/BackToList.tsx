import { Button } from '@chakra-ui/react/button';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from './icons';

/** The way back to the forum's list, above a thread or the new-thread form. */
export function BackToList({ label }: { label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
      <RouterLink to="/discussions">
        <ArrowLeftIcon />
        {label}
      </RouterLink>
    </Button>
  );
}

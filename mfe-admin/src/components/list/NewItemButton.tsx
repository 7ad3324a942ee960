import { Button } from '@chakra-ui/react/button';
import { Link } from 'react-router-dom';
import { PlusIcon } from '../icons';

/** A list's "New …" in its page header: a link to the create page (`to`), or opens a dialog. */
export function NewItemButton({ label, to, onClick }: { label: string; to?: string; onClick?: () => void }) {
  const content = (
    <>
      <PlusIcon boxSize="4" /> {label}
    </>
  );
  if (to)
    return (
      <Button asChild colorPalette="brand">
        <Link to={to}>{content}</Link>
      </Button>
    );
  return (
    <Button colorPalette="brand" onClick={onClick}>
      {content}
    </Button>
  );
}

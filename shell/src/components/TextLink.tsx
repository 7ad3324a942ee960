import type { ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import { Link } from '@chakra-ui/react/link';

/** A router link styled as a text link. */
export function TextLink({ to, state, children }: { to: To; state?: unknown; children: ReactNode }) {
  return (
    <Link asChild color="brand.700" fontWeight="medium">
      <RouterLink to={to} state={state}>{children}</RouterLink>
    </Link>
  );
}

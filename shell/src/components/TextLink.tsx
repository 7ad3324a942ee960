import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@chakra-ui/react/link';

/** A router link styled as a text link. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.700" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

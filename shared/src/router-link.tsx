import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The site's `<Link>` (the router facade exports it): an `<a>` with the route's address whose plain
 * left click navigates inside the app, built on `useLinkClickHandler` as react-router documents
 * for custom links. react-router's own Link also prefetches route data and modules for its
 * framework mode, which this site does not use: that code was 1.5 KB gzipped of every first visit.
 * Links here go to the site's own paths; an address elsewhere is a plain `<a href>`.
 */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

// The announcements hub (the landing page) shows Chakra's Skeleton while it loads. A remote's own
// copy of a Chakra component brings its own copies of Chakra's internals (recipe context, display
// name, merge-props…: ten small files, ~3 KB gzipped on a first visit); the shell's copy reuses the
// ones the shell has already loaded. Never called: naming it is what makes this build provide it.
export const skeleton = () => import('@chakra-ui/react/skeleton');

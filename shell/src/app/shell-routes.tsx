import type { ReactElement } from 'react';
import shellPaths from './shell-paths.json';
import { ShellPage, type PageLoader } from './ShellPage';

/**
 * Each of the shell's own pages by its path. The paths are listed in shell-paths.json, which the
 * static server also reads (scripts/site-map.mjs): unknown paths get 404, `listed` pages go in the
 * sitemap. A test keeps the two lists the same.
 */
export const SHELL_PAGES: Record<string, PageLoader> = {
  '/login': () => import('../features/auth/LoginPage'),
  '/signup': () => import('../features/auth/SignupPage'),
  '/activate-membership': () => import('../features/auth/ActivateMembershipPage'),
  '/forgot-password': () => import('../features/auth/ForgotPasswordPage'),
  '/reset-password': () => import('../features/auth/ResetPasswordPage'),
  '/verify-email': () => import('../features/auth/VerifyEmailPage'),
  '/about-us': () => import('../features/info/AboutUsPage'),
  '/membership-benefit': () => import('../features/info/MembershipBenefitPage'),
  '/contact-us': () => import('../features/contact/ContactUsPage'),
  '/golfcourses': () => import('../features/golf-courses/GolfCoursesPage'),
  '/privacy': () => import('../features/privacy/PrivacyNoticePage'),
};

/** The shell's own routes (architecture §2); remotes' routes come from remotes.json. */
export const shellRoutes: { path: string; element: ReactElement }[] = shellPaths.pages.map(({ path }) => ({
  path,
  element: <ShellPage load={SHELL_PAGES[path]!} />,
}));

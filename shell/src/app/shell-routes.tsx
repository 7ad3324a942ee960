import type { ReactElement } from 'react';
import { ShellPage, type PageLoader } from './ShellPage';

const page = (load: PageLoader): ReactElement => <ShellPage load={load} />;

/** The shell's own routes (architecture §2); remotes' routes come from remotes.json. */
export const shellRoutes: { path: string; element: ReactElement }[] = [
  { path: '/login', element: page(() => import('../features/auth/LoginPage')) },
  { path: '/signup', element: page(() => import('../features/auth/SignupPage')) },
  { path: '/activate-membership', element: page(() => import('../features/auth/ActivateMembershipPage')) },
  { path: '/forgot-password', element: page(() => import('../features/auth/ForgotPasswordPage')) },
  { path: '/reset-password', element: page(() => import('../features/auth/ResetPasswordPage')) },
  { path: '/about-us', element: page(() => import('../features/info/AboutUsPage')) },
  { path: '/membership-benefit', element: page(() => import('../features/info/MembershipBenefitPage')) },
  { path: '/contact-us', element: page(() => import('../features/contact/ContactUsPage')) },
  { path: '/golfcourses', element: page(() => import('../features/golf-courses/GolfCoursesPage')) },
];

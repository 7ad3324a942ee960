import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { LoadingState } from '@golf/shared/components/StatePanels';

// The shell's own pages load on demand, so a first visit to /announcements carries none of them.
function page(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}

export const shellRoutes: { path: string; element: ReactElement }[] = [
  { path: '/login', element: page(() => import('../features/auth/LoginPage')) },
  { path: '/signup', element: page(() => import('../features/auth/SignupPage')) },
  { path: '/activate-membership', element: page(() => import('../features/auth/ActivateMembershipPage')) },
  { path: '/forgot-password', element: page(() => import('../features/auth/ForgotPasswordPage')) },
  { path: '/about-us', element: page(() => import('../features/info/AboutUsPage')) },
  { path: '/membership-benefit', element: page(() => import('../features/info/MembershipBenefitPage')) },
  { path: '/contact-us', element: page(() => import('../features/contact/ContactUsPage')) },
  { path: '/golfcourses', element: page(() => import('../features/golf-courses/GolfCoursesPage')) },
];

import { screen, within } from '@testing-library/react';
import { renderPage } from '@golf/shared/testing/render';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import AboutUsPage from './AboutUsPage';
import MembershipBenefitPage from './MembershipBenefitPage';

beforeEach(() => useAuthStore.setState({ status: 'signedOut', token: null, profile: null }));

describe('About Us', () => {
  it('in English: tagline, join button to /signup, three values and the vision card with an image', () => {
    renderPage(<AboutUsPage />, { language: 'en' });
    expect(screen.getByTestId('about-tagline')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Our Community' })).toHaveAttribute('href', '/signup');
    for (const title of ['Inclusive Community', 'Modern Approach', 'Passionate Members']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const vision = screen.getByTestId('vision-card');
    expect(within(vision).getByRole('img')).toBeInTheDocument();
    expect(within(vision).getAllByText(/./).length).toBeGreaterThanOrEqual(2);
  });

  it('in Chinese: no tagline, the vision as two plain text blocks', () => {
    renderPage(<AboutUsPage />, { language: 'zh' });
    expect(screen.queryByTestId('about-tagline')).toBeNull();
    expect(screen.queryByTestId('vision-card')).toBeNull();
    expect(screen.getByTestId('vision-text').children).toHaveLength(2);
    expect(screen.getByRole('link', { name: '加入我們的社群' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('heading', { name: '共融社群' })).toBeInTheDocument();
  });

  it('does not invite a signed-in member to join', () => {
    useAuthStore.setState({ status: 'signedIn', token: 't', profile: null });
    renderPage(<AboutUsPage />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join Our Community' })).toBeNull();
  });
});

describe('Membership Benefits', () => {
  it('shows the two numbered benefits, their value and condition, and the coming-soon notice', () => {
    renderPage(<MembershipBenefitPage />, { language: 'en' });
    const cards = screen.getAllByTestId('benefit-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('1');
    expect(cards[0]).toHaveTextContent('Free PGA Group Lesson');
    expect(cards[0]).toHaveTextContent('Valued at HK$1000');
    expect(cards[1]).toHaveTextContent('2');
    expect(cards[1]).toHaveTextContent('Free Monthly Practice');
    expect(cards[1]).toHaveTextContent('First come, first served');
    const notice = screen.getByTestId('more-coming-soon');
    expect(notice).toHaveTextContent('More benefits coming soon');
    // Points exist (the membership page shows them): only the partner discounts are to come.
    expect(notice).toHaveTextContent('Members already collect reward points, shown on their membership page.');
    expect(notice).not.toHaveTextContent(/reward points (and [a-z ]+)?are on the way/i);
    expect(screen.getByRole('link', { name: 'Join Our Community' })).toHaveAttribute('href', '/signup');
  });

  it('offers a signed-in member their membership page instead of sign-up, in Chinese', () => {
    useAuthStore.setState({ status: 'signedIn', token: 't', profile: null });
    renderPage(<MembershipBenefitPage />, { language: 'zh' });
    expect(screen.getByRole('link', { name: '查看我的會籍' })).toHaveAttribute('href', '/membership');
    expect(screen.getByText('價值 HK$1000')).toBeInTheDocument();
  });
});

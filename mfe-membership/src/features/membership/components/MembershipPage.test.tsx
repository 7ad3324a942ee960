import { expectAccessible } from '@golf/shared/testing/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import '../../../testing/slow-machine';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import type { Profile } from '@golf/contract/profile';
import type { Family, Junior } from '@golf/contract/family';
import Membership from '../../../routes/Membership';
import { browser } from '../../../utils/browser';
import { PAYMENT_CHECK_SCHEDULE } from '@golf/shared/hooks/use-check-while-waiting';
import { clearQueryCache } from '@golf/shared/hooks/use-query';
import { inDays, makeProfile, signInAs } from '@golf/shared/testing/profile';
import { clubHandler, TEST_CLUB } from '@golf/shared/testing/club';

const user = userEvent.setup({ delay: null });

const QR_DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

let me: Profile = makeProfile();
let family: Family = { guardians: [], juniors: [], invites: [] };
const server = setupApiServer(
  clubHandler({ ...TEST_CLUB, membershipFeeHkd: 680 }),
  http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: me })),
  http.get(`${API}/cms/family`, () => HttpResponse.json({ status: 'ok', family })),
  http.get(`${API}/cms/auth/me/membership-qrcode`, () => HttpResponse.json({ status: 'ok', dataUrl: QR_DATA_URL, profileToken: 'tok' })),
  http.get(`${API}/cms/membership/payment/verify`, () =>
    HttpResponse.json({ status: 'ok', annualMembershipActivated: me.annualMembershipActivated, annualMembershipExpiredAt: me.annualMembershipExpiredAt }),
  ),
);

function open(route = '/membership', language: 'en' | 'zh' = 'en') {
  return renderPage(<Membership />, { route, path: '/membership/*', language });
}

beforeEach(() => {
  clearQueryCache();
  family = { guardians: [], juniors: [], invites: [] };
  me = makeProfile();
  signInAs(makeProfile({ fullName: 'Old Name' }));
});

afterEach(() => jest.restoreAllMocks());

describe('a guest', () => {
  it('sees the benefits, the personal information and the Join action', async () => {
    open();
    expect(await screen.findByTestId('membership-tier')).toHaveTextContent('Guest');
    expect(screen.getByTestId('benefit-freePractice')).toHaveTextContent('1');
    expect(screen.getByTestId('benefit-points')).toHaveTextContent('250');
    expect(screen.getByTestId('member-name')).toHaveTextContent('Chan Tai Man');
    expect(screen.getByTestId('member-id')).toHaveTextContent('#00000042');
    expect(screen.getByTestId('personal-memberSince')).toHaveTextContent('March 2026');
    expect(screen.getByTestId('personal-email')).toHaveTextContent('taiman@golf.test');
    expect(screen.getByTestId('personal-phone')).toHaveTextContent('+852 91234567');
    expect(screen.getByTestId('personal-gender')).toHaveTextContent('Male');
    expect(screen.getByTestId('personal-handicapIndex')).toHaveTextContent('12.5');
    expect(screen.getByTestId('personal-kscId')).toHaveTextContent('KSC-778');
    expect(screen.getByRole('button', { name: 'Join Annual Membership' })).toBeEnabled();
    expect(screen.getByTestId('payment-note')).toHaveTextContent('Your membership is active as soon as the payment goes through.');
    expect(screen.getByTestId('payment-note')).not.toHaveTextContent(/hours/);
    // The fee, as the API is configured, before the checkout opens.
    expect(await screen.findByTestId('membership-fee')).toHaveTextContent('Annual fee: HK$680 for one year');
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('member-qr-card')).not.toBeInTheDocument();
    expect(screen.queryByTestId('valid-until')).not.toBeInTheDocument();
  });

  it('shows "Not provided" for details the member has not given', async () => {
    me = makeProfile({ gender: null, handicapIndex: null, kscId: null });
    open();
    expect(await screen.findByTestId('personal-gender')).toHaveTextContent('Not provided');
    expect(screen.getByTestId('personal-handicapIndex')).toHaveTextContent('Not provided');
    expect(screen.getByTestId('personal-kscId')).toHaveTextContent('Not provided');
  });

  it('joins: asks for the subscription link and sends the browser there', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    server.use(
      http.get(`${API}/cms/membership/create-subscription-link`, () =>
        HttpResponse.json({ status: 'ok', paymentLink: 'http://pay.test/checkout/1' }),
      ),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Join Annual Membership' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.test/checkout/1'));
  });

  it('says so when the subscription link cannot be made, and lets the member try again', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    server.use(
      http.get(`${API}/cms/membership/create-subscription-link`, () =>
        HttpResponse.json({ status: 'nok', error: 'Payments are paused.' }, { status: 503 }),
      ),
    );
    open();
    const join = await screen.findByRole('button', { name: 'Join Annual Membership' });
    await user.click(join);
    expect(await screen.findByText('Failed to create subscription link. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Payments are paused.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join Annual Membership' })).toBeEnabled());
  });
});

describe('an annual member', () => {
  it('sees the date the membership runs to and the member QR card', async () => {
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: '2027-06-01T04:00:00.000Z' });
    open();
    expect(await screen.findByTestId('membership-tier')).toHaveTextContent('Annual Membership');
    expect(screen.getByTestId('valid-until')).toHaveTextContent('1 June 2027');
    expect(screen.queryByRole('button', { name: 'Join Annual Membership' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    const card = await screen.findByTestId('member-qr-card');
    expect(await within(card).findByTestId('member-qr-image')).toHaveAttribute('src', QR_DATA_URL);
    expect(within(card).getByText('#00000042')).toBeInTheDocument();
    await expectAccessible(document.body);
  });

  it('shows Forever Valid without a date, and no Renew', async () => {
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: null });
    open();
    expect(await screen.findByTestId('valid-until')).toHaveTextContent('Forever Valid');
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('member-qr-image')).toBeInTheDocument();
  });

  it('shows Forever Valid when the date cannot be read', async () => {
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: 'someday' });
    open();
    expect(await screen.findByTestId('valid-until')).toHaveTextContent('Forever Valid');
  });

  it('shows Expired once the year has run out, offers Join again and hides the card', async () => {
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: inDays(-3) });
    open();
    expect(await screen.findByTestId('valid-until')).toHaveTextContent('Expired');
    // The badge says what the server decided: the membership has run out, not "Annual Membership".
    expect(screen.getByTestId('membership-tier')).toHaveTextContent('Membership expired');
    expect(screen.getByRole('button', { name: 'Join Annual Membership' })).toBeInTheDocument();
    expect(screen.queryByTestId('member-qr-card')).not.toBeInTheDocument();
  });

  it.each([
    [0, false],
    [1, true],
    [60, true],
    [61, false],
  ])('with the expiry %s days ahead, Renew is offered: %s', async (days, offered) => {
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: inDays(days) });
    open();
    await screen.findByTestId('valid-until');
    expect(!!screen.queryByRole('button', { name: 'Renew' })).toBe(offered);
  });

  it('renews through the renewal link', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: inDays(20) });
    server.use(
      http.get(`${API}/cms/membership/create-renew-link`, () => HttpResponse.json({ status: 'ok', paymentLink: 'http://pay.test/renew' })),
    );
    open();
    expect(await screen.findByText('Your membership ends in 20 days. Renew now to keep your benefits.')).toBeInTheDocument();
    expect(await screen.findByTestId('membership-fee')).toHaveTextContent('Renewal fee: HK$680, adding one year to your current end date');
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.test/renew'));
  });

  it('says so when the renewal link cannot be made', async () => {
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: inDays(20) });
    server.use(http.get(`${API}/cms/membership/create-renew-link`, () => HttpResponse.json({ status: 'ok' })));
    open();
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    expect(await screen.findByText('Failed to create renewal link. Please try again.')).toBeInTheDocument();
  });
});

describe('the member QR card', () => {
  beforeEach(() => {
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: inDays(200) });
  });

  it('draws the code itself when only the profile token comes', async () => {
    server.use(http.get(`${API}/cms/auth/me/membership-qrcode`, () => HttpResponse.json({ status: 'ok', profileToken: 'member-token' })));
    open();
    const image = await screen.findByTestId('member-qr-image', {}, { timeout: 3000 });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it("says 'Invalid QR code response' when neither comes, and retries", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/cms/auth/me/membership-qrcode`, () => {
        calls += 1;
        return HttpResponse.json(calls === 1 ? { status: 'ok' } : { status: 'ok', dataUrl: QR_DATA_URL });
      }),
    );
    open();
    expect(await screen.findByText('Invalid QR code response')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('member-qr-card')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('member-qr-image')).toHaveAttribute('src', QR_DATA_URL);
  });
});

describe('loading the page', () => {
  it('refreshes the profile the session holds, so the nav shows the fresh name', async () => {
    open();
    await screen.findByTestId('membership-tier');
    await waitFor(() => expect(useAuthStore.getState().profile?.fullName).toBe('Chan Tai Man'));
  });

  it('shows the load error with a working retry', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/cms/auth/me`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ status: 'nok', error: 'down' }, { status: 500 }) : HttpResponse.json({ status: 'ok', data: me });
      }),
    );
    open();
    expect(await screen.findByText('Unable to load membership information.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('membership-tier')).toHaveTextContent('Guest');
  });

  it('shows the success notice after the payment page sends the member back', async () => {
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: inDays(365) });
    open('/membership?payment=success');
    expect(await screen.findByTestId('payment-success')).toHaveTextContent('Thank you! Your annual membership is active.');
    expect(screen.getByTestId('membership-tier')).toHaveTextContent('Annual Membership');
  });

  it('says the payment is being verified when the profile does not show it yet', async () => {
    open('/membership?payment=success');
    expect(await screen.findByTestId('payment-success')).toHaveTextContent('We are confirming your payment with the payment provider');
  });

  it('shows a neutral notice after a cancelled payment, which can be dismissed', async () => {
    open('/membership?payment=cancelled');
    const notice = await screen.findByTestId('payment-cancelled');
    expect(notice).toHaveTextContent('No payment was made.');
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('payment-cancelled')).not.toBeInTheDocument();
  });

  it('a cancelled renewal says the membership is unchanged, not "join", in both languages', async () => {
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: inDays(30) });
    const { unmount } = open('/membership?payment=cancelled');
    const notice = await screen.findByTestId('payment-cancelled');
    expect(notice).toHaveTextContent('No payment was made. Your membership is unchanged; you can renew any time before it ends.');
    expect(notice).not.toHaveTextContent(/join/i);
    unmount();
    open('/membership?payment=cancelled', 'zh');
    expect(await screen.findByTestId('payment-cancelled')).toHaveTextContent('未有收取任何款項。你的會籍維持不變，可於到期前隨時續會。');
  });

  it('a cancelled join invites to join, in Chinese too', async () => {
    open('/membership?payment=cancelled', 'zh');
    expect(await screen.findByTestId('payment-cancelled')).toHaveTextContent('未有收取任何款項。你可隨時再加入會籍。');
  });

  it('says the fee in Chinese, and points to the payment page when it cannot be read', async () => {
    const { unmount } = open('/membership', 'zh');
    expect(await screen.findByTestId('membership-fee')).toHaveTextContent('年費：HK$680（一年）');
    expect(screen.getByTestId('payment-note')).toHaveTextContent('付款完成後，會籍即時生效。');
    unmount();
    clearQueryCache();
    server.use(http.get(`${API}/ext/club`, () => HttpResponse.json({ status: 'nok', error: 'down' }, { status: 503 })));
    open();
    expect(await screen.findByText('The fee is shown on the payment page before you pay.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Annual Membership' })).toBeEnabled();
  });

  it('speaks Chinese', async () => {
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: '2027-06-01T04:00:00.000Z' });
    open('/membership', 'zh');
    expect(await screen.findByTestId('membership-tier')).toHaveTextContent('年度會籍');
    expect(screen.getByTestId('valid-until')).toHaveTextContent('2027年6月1日');
    expect(screen.getByTestId('personal-memberSince')).toHaveTextContent('2026年3月');
    expect(screen.getByText('會籍詳情')).toBeInTheDocument();
  });

  it('shows not found for an unknown sub-path', async () => {
    open('/membership/nothing-here');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Membership' })).toHaveAttribute('href', '/membership');
  });
});

describe('back from a paid checkout the profile does not show yet', () => {
  let verifyCalls = 0;
  beforeEach(() => {
    jest.useFakeTimers({ advanceTimers: true });
    verifyCalls = 0;
    server.use(
      http.get(`${API}/cms/membership/payment/verify`, () => {
        verifyCalls += 1;
        return HttpResponse.json({ status: 'ok', annualMembershipActivated: me.annualMembershipActivated, annualMembershipExpiredAt: me.annualMembershipExpiredAt });
      }),
    );
  });
  afterEach(() => jest.useRealTimers());

  it('a join is checked at once and then every little while; the membership appears by itself once paid', async () => {
    open('/membership?payment=success');
    expect(await screen.findByTestId('payment-success')).toHaveTextContent('Thank you! We are confirming your payment with the payment provider; your membership will show here as soon as it is confirmed.');
    await waitFor(() => expect(verifyCalls).toBe(1));
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.firstMs));
    await waitFor(() => expect(verifyCalls).toBe(2));
    expect(screen.getByTestId('membership-tier')).toHaveTextContent('Guest');

    // The webhook is late; the provider has the payment: the check records it.
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: inDays(365) });
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.firstMs * PAYMENT_CHECK_SCHEDULE.factor));
    await waitFor(() => expect(screen.getByTestId('payment-success')).toHaveTextContent('Thank you! Your annual membership is active.'));
    expect(screen.getByTestId('membership-tier')).toHaveTextContent('Annual Membership');
    expect(await screen.findByTestId('member-qr-card')).toBeInTheDocument();
    const calls = verifyCalls;
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.giveUpMs));
    expect(verifyCalls).toBe(calls);
  });

  it('a renewal says so while it is verified, and shows the new end date once recorded', async () => {
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: inDays(30) });
    open('/membership?payment=success');
    expect(await screen.findByTestId('payment-success')).toHaveTextContent('the new end date of your membership will show here as soon as it is confirmed');
    await waitFor(() => expect(verifyCalls).toBe(1));
    const renewed = inDays(395);
    me = makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: renewed });
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.firstMs));
    await waitFor(() => expect(screen.getByTestId('payment-success')).toHaveTextContent('Thank you! Your annual membership is active.'));
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
  });

  it('backs off and gives up after a while; a hidden tab waits for the member to come back', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    open('/membership?payment=success');
    await screen.findByTestId('payment-success');
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.firstMs * 4));
    expect(verifyCalls).toBe(0);

    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(verifyCalls).toBe(1));
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.giveUpMs));
    const calls = verifyCalls;
    // A minute apart at most, never every 5 s: far fewer than 120 checks in 10 minutes.
    expect(calls).toBeGreaterThanOrEqual(5);
    expect(calls).toBeLessThanOrEqual(20);
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.giveUpMs));
    expect(verifyCalls).toBe(calls);
    expect(screen.getByTestId('payment-success')).toHaveTextContent('as soon as it is confirmed');
  });

  it('stops when the page is left', async () => {
    const { unmount } = open('/membership?payment=success');
    await waitFor(() => expect(verifyCalls).toBe(1));
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.giveUpMs));
    expect(verifyCalls).toBe(1);
  });
});

describe('the family card', () => {
  const kid = (name: Junior['name'], photoConsent: boolean | null) =>
    ({ _id: name.en ?? name.zh, name, dateOfBirth: '2016-01-01', age: 10, photoConsent, photoConsentAt: photoConsent === null ? null : new Date().toISOString(), forumConsent: true, forumConsentAt: new Date().toISOString() }) as Junior;

  it('names the juniors whose consents wait for an answer (zh)', async () => {
    family = { guardians: [], juniors: [kid({ zh: '陳小明', en: 'Chan Siu Ming' }, null), kid({ zh: '陳小芳', en: null }, true)], invites: [] };
    open('/membership', 'zh');
    expect(await screen.findByTestId('family-consents-due')).toHaveTextContent('需回覆或確認同意事項：陳小明');
    expect(screen.getByRole('link', { name: '前往我的家庭' })).toHaveAttribute('href', '/membership/family');
  });

  it('says nothing more when every consent is answered', async () => {
    family = { guardians: [], juniors: [kid({ zh: null, en: 'Chan Siu Fong' }, false)], invites: [] };
    open();
    expect(await screen.findByRole('link', { name: 'Open My family' })).toBeInTheDocument();
    expect(screen.queryByTestId('family-consents-due')).toBeNull();
    expect(screen.queryByTestId('family-renewals-due')).toBeNull();
  });

  it('names the juniors whose membership has run out or can be renewed now', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const later = new Date(Date.now() + 200 * 86_400_000).toISOString();
    family = {
      guardians: [],
      juniors: [
        { ...kid({ zh: null, en: 'Ends Soon' }, true), membership: { status: 'active', expiresAt: soon } },
        { ...kid({ zh: null, en: 'Ends Later' }, true), membership: { status: 'active', expiresAt: later } },
        { ...kid({ zh: null, en: 'Ran Out' }, true), membership: { status: 'expired', expiresAt: '2020-01-01T00:00:00.000Z' } },
      ],
      invites: [],
    };
    open();
    expect(await screen.findByTestId('family-renewals-due')).toHaveTextContent('Membership to renew: Ends Soon, Ran Out');
  });
});

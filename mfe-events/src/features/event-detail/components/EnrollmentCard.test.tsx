import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import QRCode from 'qrcode';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import Events from '../../../routes/Events';
import { fakeEventApi } from '../../../testing/fake-event-api';
import { makeEnrollment, makeEvent, makeProfile, signIn } from '../../../testing/fixtures';
import { currentLocation, renderRoute } from '../../../testing/render-route';
import { PAYMENT_CHECK_SCHEDULE } from '@golf/shared/hooks/use-check-while-waiting';
import { clearQueryCache } from '@golf/shared/hooks/use-query';

jest.setTimeout(20_000);

const api = fakeEventApi();
const server = setupApiServer(...api.handlers);
const withLink = { paymentLink: 'https://pay.test/checkout/p1', paymentLinkId: 'p1' };

beforeEach(() => {
  api.state.event = makeEvent();
  api.state.enrollment = makeEnrollment();
  api.state.providerPaid = false;
  api.state.profile = makeProfile();
  api.state.calls.length = 0;
  api.state.bodies.length = 0;
  signIn(api.state.profile);
});

const open = (route = '/events/ev1') => renderRoute(<Events />, { route, path: '/events/*' });
const card = () => screen.findByTestId('enrollment-card');
const failWith = (method: 'get' | 'post' | 'delete', path: string) =>
  server.use(http[method](`${API}/${path}`, () => HttpResponse.json({ status: 'nok', error: 'Provider unreachable' }, { status: 502 })));

/** The tab window.open gives: where the checkout is sent, and whether it was closed. */
function fakeTab() {
  const tab = { location: { href: '' }, document: document.implementation.createHTMLDocument(''), close: jest.fn() };
  const opened = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, opened };
}

test('Pending: one "Pay HK$150" press asks for the checkout and sends the tab it opened there, with no toast over the button', async () => {
  const { tab, opened } = fakeTab();
  const user = userEvent.setup();
  open();
  const pending = await card();
  expect(within(pending).getByText('Pending payment')).toBeInTheDocument();
  expect(within(pending).queryByRole('button', { name: /payment link|Pay now/ })).toBeNull();
  expect(within(pending).queryByRole('button', { name: 'Verify payment' })).toBeNull();
  expect(within(pending).getByRole('button', { name: 'Cancel enrolment' })).toBeInTheDocument();
  // The refund policy is read before paying.
  expect(within(pending).getByTestId('club-contact')).toHaveTextContent(/full refund/);

  await user.click(within(pending).getByRole('button', { name: 'Pay HK$150' }));
  // The tab opens within the press (no pop-up blocker stops it), then goes to the checkout.
  expect(opened).toHaveBeenCalledWith('', '_blank');
  await waitFor(() => expect(tab.location.href).toBe('https://pay.test/checkout/p1'));
  expect(api.state.bodies).toEqual([{ enrollmentId: 'en1' }]);
  expect(tab.close).not.toHaveBeenCalled();
  expect(await within(await card()).findByRole('button', { name: 'Verify payment' })).toBeInTheDocument();
  // Still one button to pay again (the server reuses the open checkout), and nothing covers it.
  expect(within(await card()).getByRole('button', { name: 'Pay HK$150' })).toBeEnabled();
  expect(document.querySelector('[data-scope="toast"]')).toBeNull();
  expect(screen.queryByText(/link created/i)).toBeNull();
  opened.mockRestore();
});

test('while the checkout is asked for, the button says so and the new tab is not left blank', async () => {
  const { tab, opened } = fakeTab();
  let answer!: () => void;
  server.use(
    http.post(`${API}/cms/event/payment/create`, async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json({ status: 'ok', paymentLink: 'https://pay.test/checkout/p1', paymentLinkId: 'p1' });
    }),
  );
  const user = userEvent.setup();
  open();
  await user.click(within(await card()).getByRole('button', { name: 'Pay HK$150' }));
  expect(await within(await card()).findByText('Opening the payment page...')).toBeInTheDocument();
  expect(tab.document.body.textContent).toBe('Opening the payment page...');
  await waitFor(() => expect(answer).toBeDefined());
  answer();
  await waitFor(() => expect(tab.location.href).toBe('https://pay.test/checkout/p1'));
  opened.mockRestore();
});

test('in Chinese: one button 付款 HK$150; a failure closes the tab it opened and says so in Chinese', async () => {
  const { tab, opened } = fakeTab();
  failWith('post', 'cms/event/payment/create');
  const user = userEvent.setup();
  renderRoute(<Events />, { route: '/events/ev1', path: '/events/*', language: 'zh' });
  const pending = await card();
  expect(within(pending).queryByRole('button', { name: /建立付款連結|立即付款/ })).toBeNull();
  await user.click(within(pending).getByRole('button', { name: '付款 HK$150' }));
  expect(await screen.findByText('未能開啟付款頁面，請再試一次。')).toBeInTheDocument();
  // (The toast the success case must not show is found this way.)
  expect(document.querySelector('[data-scope="toast"]')).not.toBeNull();
  expect(tab.close).toHaveBeenCalled();
  expect(tab.location.href).toBe('');
  expect(within(await card()).getByRole('button', { name: '付款 HK$150' })).toBeEnabled();
  opened.mockRestore();
});

test('Verify: not paid yet says so; once paid the card shows the entry QR and no cancel', async () => {
  api.state.enrollment = makeEnrollment(withLink);
  const qr = jest.spyOn(QRCode, 'toDataURL');
  const user = userEvent.setup();
  open();
  await user.click(within(await card()).getByRole('button', { name: 'Verify payment' }));
  expect(await screen.findByText('Payment not received yet')).toBeInTheDocument();

  api.state.providerPaid = true;
  await user.click(within(await card()).getByRole('button', { name: 'Verify payment' }));
  expect(await screen.findByText('Payment verified')).toBeInTheDocument();
  await waitFor(async () => expect(await card()).toHaveAttribute('data-status', 'Paid'));
  const paid = await card();
  expect(within(paid).getByText('Paid')).toBeInTheDocument();
  expect(within(paid).queryByRole('button', { name: 'Cancel enrolment' })).toBeNull();
  expect(within(paid).queryByRole('button', { name: 'Verify payment' })).toBeNull();
  expect(await within(paid).findByRole('img', { name: 'Entry QR code for Wednesday Range Practice' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\/png;base64,/),
  );
  expect(qr).toHaveBeenCalledWith('GBEVT:ev1:en1', expect.objectContaining({ width: 120, margin: 2, errorCorrectionLevel: 'M' }));
  // The printable pass (QR, names and manual code) is drawn on demand: a button, not a link to the QR.
  expect(within(paid).getByRole('button', { name: 'Download QR code' })).toBeInTheDocument();
  expect(api.state.calls).toContain('GET payment/verify?enrollmentId=en1');
  qr.mockRestore();
});

test('free practice asks first; cancelling spends nothing, confirming redeems it and the card says Free practice, not Paid', async () => {
  signIn((api.state.profile = makeProfile({ noOfFreePractice: 1 })));
  const user = userEvent.setup();
  open();
  const pending = await card();
  expect(within(pending).getByText('Your place is held. Pay online or use a free practice session to confirm it.')).toBeInTheDocument();
  await user.click(within(pending).getByRole('button', { name: 'Use free practice (1 left)' }));
  let dialog = await screen.findByRole('alertdialog', { name: 'Use your free practice session?' });
  expect(within(dialog).getByText(/This uses this month's free practice session for Wednesday Range Practice/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(api.state.calls.filter((call) => call.startsWith('POST freepractice'))).toEqual([]);
  expect(await card()).toHaveAttribute('data-status', 'Pending');

  await user.click(within(await card()).getByRole('button', { name: 'Use free practice (1 left)' }));
  dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Use free practice' }));
  expect(await screen.findByText('Free practice session redeemed')).toBeInTheDocument();
  expect(api.state.bodies).toEqual([{ enrollmentId: 'en1' }]);
  await waitFor(async () => expect(await card()).toHaveAttribute('data-status', 'Paid'));
  const taken = await card();
  expect(await within(taken).findByText('Booked with your free practice session: nothing to pay.')).toBeInTheDocument();
  expect(within(taken).getByText('Free practice')).toBeInTheDocument();
  // The enrolment keeps its HK$150 price (as the API sends it); the member paid nothing.
  expect(within(taken).queryByText('Paid')).toBeNull();
  expect(within(taken).queryByText('HK$150')).toBeNull();
  expect(within(taken).getByText('Free')).toBeInTheDocument();
  await waitFor(() => expect(useAuthStore.getState().profile?.noOfFreePractice).toBe(0));
  expect(api.state.calls).toContain('GET me');
});

test('in Chinese: the confirmation and the status after are in Chinese', async () => {
  signIn((api.state.profile = makeProfile({ noOfFreePractice: 1 })));
  const user = userEvent.setup();
  renderRoute(<Events />, { route: '/events/ev1', path: '/events/*', language: 'zh' });
  await user.click(within(await card()).getByRole('button', { name: '使用免費練習（尚餘 1 次）' }));
  const dialog = await screen.findByRole('alertdialog', { name: '使用免費練習？' });
  expect(within(dialog).getByText(/這會使用你本月的免費練習名額/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '確認使用免費練習' }));
  await waitFor(async () => expect(await card()).toHaveAttribute('data-status', 'Paid'));
  expect(within(await card()).getByText('免費練習')).toBeInTheDocument();
  expect(within(await card()).queryByText('已付款')).toBeNull();
});

test.each([
  ['a Coaching event', { type: 'Coaching' as const }, 1],
  ['no credits left (a guest, or this month used)', {}, 0],
])('no free practice button nor hint for %s', async (_label, eventOverrides, credits) => {
  api.state.event = makeEvent(eventOverrides);
  signIn(makeProfile({ noOfFreePractice: credits }));
  open();
  const pending = await card();
  expect(within(pending).queryByRole('button', { name: /Use free practice/ })).toBeNull();
  expect(within(pending).getByText('Your place is held. Pay online to confirm it.')).toBeInTheDocument();
  expect(within(pending).queryByText(/free practice/i)).toBeNull();
});

test('cancel asks first; keeping changes nothing, confirming releases the place', async () => {
  const user = userEvent.setup();
  open();
  await user.click(within(await card()).getByRole('button', { name: 'Cancel enrolment' }));
  let dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(/Your place in Wednesday Range Practice will be released/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Keep my place' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(api.state.calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

  await user.click(within(await card()).getByRole('button', { name: 'Cancel enrolment' }));
  dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel enrolment' }));
  expect(await screen.findByText('Enrolment cancelled')).toBeInTheDocument();
  expect(api.state.calls).toContain('DELETE enroll/en1');
  expect(await screen.findByTestId('booking-panel')).toBeInTheDocument();
});

test.each([
  ['Pay HK$150', 'post', 'cms/event/payment/create', 'Failed to create payment link. Please try again.', {}, 0],
  ['Verify payment', 'get', 'cms/event/payment/verify', 'Failed to verify payment. Please try again.', withLink, 0],
  ['Use free practice (2 left)', 'post', 'cms/event/freepractice/use', 'Failed to redeem free practice session. Please try again.', {}, 2],
] as const)('%s failing toasts the spec message and the server text', async (button, method, path, message, enrollment, credits) => {
  api.state.enrollment = makeEnrollment(enrollment);
  signIn(makeProfile({ noOfFreePractice: credits }));
  failWith(method, path);
  const user = userEvent.setup();
  open();
  await user.click(within(await card()).getByRole('button', { name: button }));
  if (button.startsWith('Use free practice')) await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Use free practice' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByText('Provider unreachable')).toBeInTheDocument();
  expect(await card()).toHaveAttribute('data-status', 'Pending');
});

test('a failed cancel toasts the spec message and keeps the enrolment', async () => {
  failWith('delete', 'cms/event/enroll/:id');
  const user = userEvent.setup();
  open();
  await user.click(within(await card()).getByRole('button', { name: 'Cancel enrolment' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel enrolment' }));
  expect(await screen.findByText('Failed to cancel enrollment. Please try again.')).toBeInTheDocument();
  expect(await card()).toHaveAttribute('data-status', 'Pending');
});

test('coming back to this tab after opening the checkout checks the payment by itself', async () => {
  api.state.enrollment = makeEnrollment(withLink);
  const { tab, opened } = fakeTab();
  const user = userEvent.setup();
  open();
  // Before the checkout was opened, focusing the tab asks nothing.
  window.dispatchEvent(new Event('focus'));
  await user.click(within(await card()).getByRole('button', { name: 'Pay HK$150' }));
  await waitFor(() => expect(tab.location.href).not.toBe(''));
  await waitFor(async () => expect(within(await card()).getByRole('button', { name: 'Pay HK$150' })).toBeEnabled());
  api.state.providerPaid = true;
  window.dispatchEvent(new Event('focus'));
  expect(await screen.findByText('Payment verified')).toBeInTheDocument();
  expect(await within(await card()).findByTestId('entry-qr')).toBeInTheDocument();
  expect(api.state.calls.filter((call) => call.startsWith('GET payment/verify'))).toHaveLength(1);
  opened.mockRestore();
});

describe('while the checkout is open in another tab', () => {
  const verifyCalls = () => api.state.calls.filter((call) => call.startsWith('GET payment/verify')).length;
  beforeEach(() => {
    jest.useFakeTimers({ advanceTimers: true });
    api.state.enrollment = makeEnrollment(withLink);
  });
  afterEach(() => jest.useRealTimers());
  const openCheckout = async () => {
    const { tab, opened } = fakeTab();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const view = open();
    await user.click(within(await card()).getByRole('button', { name: 'Pay HK$150' }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    opened.mockRestore();
    return view;
  };

  test('the payment is checked every little while, and the QR appears once paid without pressing Verify', async () => {
    await openCheckout();
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.firstMs));
    await waitFor(() => expect(verifyCalls()).toBe(1));
    expect(await card()).toHaveAttribute('data-status', 'Pending');
    expect(screen.queryByText('Payment not received yet')).toBeNull();

    api.state.providerPaid = true;
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.firstMs * PAYMENT_CHECK_SCHEDULE.factor));
    expect(await screen.findByText('Payment verified')).toBeInTheDocument();
    expect(await within(await card()).findByTestId('entry-qr')).toBeInTheDocument();
    const calls = verifyCalls();
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.giveUpMs));
    expect(verifyCalls()).toBe(calls);
  });

  test('the checks come further apart and stop after a while', async () => {
    const view = await openCheckout();
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.giveUpMs + 60_000));
    const calls = verifyCalls();
    // Backing off to a minute apart: far fewer than one every 5 s over 10 minutes (120).
    expect(calls).toBeGreaterThanOrEqual(5);
    expect(calls).toBeLessThanOrEqual(20);
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.giveUpMs));
    expect(verifyCalls()).toBe(calls);
    view.unmount();
  });

  test('a hidden tab is not polled, and leaving the page ends the checks', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const view = await openCheckout();
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.firstMs * 4));
    expect(verifyCalls()).toBe(0);
    visibility.mockReturnValue('visible');
    view.unmount();
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CHECK_SCHEDULE.giveUpMs));
    expect(verifyCalls()).toBe(0);
    visibility.mockRestore();
  });
});

test('back from the checkout with ?payment=success: verified automatically, QR shown, parameter removed', async () => {
  api.state.enrollment = makeEnrollment(withLink);
  api.state.providerPaid = true;
  open('/events/ev1?payment=success');
  expect(await screen.findByText('Payment verified')).toBeInTheDocument();
  expect(await within(await card()).findByTestId('entry-qr')).toBeInTheDocument();
  await waitFor(() => expect(currentLocation()).toBe('/events/ev1'));
  expect(api.state.calls.filter((call) => call.startsWith('GET payment/verify'))).toHaveLength(1);
});

test('back from the checkout with ?payment=cancelled: told the place is still held', async () => {
  api.state.enrollment = makeEnrollment(withLink);
  open('/events/ev1?payment=cancelled');
  expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
  await waitFor(() => expect(currentLocation()).toBe('/events/ev1'));
  expect(api.state.calls.filter((call) => call.startsWith('GET payment/verify'))).toHaveLength(0);
});

test('a paid enrolment opened directly shows the QR, not the booking panel', async () => {
  api.state.enrollment = makeEnrollment({ ...withLink, paymentStatus: 'Paid', paidWith: 'payment' });
  open();
  const paid = await card();
  expect(await within(paid).findByTestId('entry-qr')).toBeInTheDocument();
  expect(screen.queryByTestId('booking-panel')).toBeNull();
});

describe('cancelling a paid booking (issue 35)', () => {
  const paidOnline = { paymentStatus: 'Paid' as const, paidWith: 'payment' as const, paidAt: '2030-03-01T10:00:00.000Z', price: 150 };

  test('the refund policy is shown before paying', async () => {
    open();
    const pending = await card();
    await within(pending).findByRole('link', { name: 'info@youthgolf.hk' });
    // 19:00 on 13 Mar 2030, 48 hours before.
    expect(within(pending).getByTestId('club-contact')).toHaveTextContent('Cancel by Mon, 11 Mar 2030, 7:00 pm for a full refund. After that, please contact the club: info@youthgolf.hk');
    expect(within(pending).getByRole('link', { name: 'info@youthgolf.hk' })).toHaveAttribute('href', 'mailto:info@youthgolf.hk');
  });

  test("the club's address is the one the API is configured with (GET /ext/club); a placeholder while it loads, the contact form if it cannot be read", async () => {
    let answer!: () => void;
    server.use(
      http.get(`${API}/ext/club`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ status: 'ok', club: { email: 'hello@club.test', phone: '+852 1234 5678', whatsapp: '85212345678', membershipFeeHkd: 500 } });
      }),
    );
    const { unmount } = open();
    const pending = await card();
    expect(within(pending).getByTestId('club-contact-loading')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer();
    expect(await within(pending).findByRole('link', { name: 'hello@club.test' })).toHaveAttribute('href', 'mailto:hello@club.test');
    expect(within(pending).queryByText(/info@youthgolf\.hk/)).toBeNull();
    unmount();

    server.use(http.get(`${API}/ext/club`, () => HttpResponse.json({ status: 'nok', error: 'down' }, { status: 503 })));
    clearQueryCache();
    open();
    expect(await within(await card()).findByRole('link', { name: 'our contact form' })).toHaveAttribute('href', '/contact-us');
  });

  test('before the deadline the member cancels and is refunded, after asking', async () => {
    api.state.enrollment = makeEnrollment(paidOnline);
    const user = userEvent.setup();
    open();
    const paid = await card();
    expect(within(paid).getByText('You can cancel and get a full refund until Mon, 11 Mar 2030, 7:00 pm.')).toBeInTheDocument();
    await user.click(within(paid).getByRole('button', { name: 'Cancel booking and refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your booking?' });
    expect(within(dialog).getByText(/HK\$150 refunded the way you paid/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel and refund' }));
    expect(await screen.findByText('HK$150 will be refunded the way you paid. We have sent you an email.')).toBeInTheDocument();
    expect(api.state.calls).toContain('DELETE enroll/en1');
    expect(await screen.findByTestId('booking-panel')).toBeInTheDocument();
  });

  test('after the deadline the page says whom to contact, and offers no cancel', async () => {
    // The event starts in 30 hours: the 48-hour deadline has passed.
    // Hong Kong is UTC+8 all year: its wall clock in ISO form.
    const hongKong = new Date(Date.now() + (30 + 8) * 60 * 60_000).toISOString();
    api.state.event = makeEvent({ date: hongKong.slice(0, 10), time: `${hongKong.slice(11, 16)}:00` });
    api.state.enrollment = makeEnrollment(paidOnline);
    open();
    const paid = await card();
    expect(within(paid).getByTestId('club-contact')).toHaveTextContent(/^The cancellation deadline \(.+\) has passed\. To cancel, please contact the club: info@youthgolf\.hk$/);
    expect(within(paid).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  test('a booking paid at the desk goes through the club; in Chinese', async () => {
    api.state.enrollment = makeEnrollment({ ...paidOnline, paidWith: 'cash' });
    renderRoute(<Events />, { route: '/events/ev1', path: '/events/*', language: 'zh' });
    const paid = await card();
    expect(within(paid).getByTestId('club-contact')).toHaveTextContent('此報名以現金或銀行轉賬付款。如需取消，請聯絡本會： info@youthgolf.hk');
    expect(within(paid).queryByRole('button', { name: /取消/ })).toBeNull();
  });
});

test('a paid booking prints the short manual code under its QR; once the event is over it no longer says to show it at the entrance (issue 35)', async () => {
  api.state.enrollment = makeEnrollment({ paymentStatus: 'Paid', paidWith: 'payment', entryCode: '7F3A-2C91' });
  const { unmount } = open();
  expect(await within(await card()).findByTestId('entry-manual-code')).toHaveTextContent('Manual code: 7F3A-2C91');
  expect(within(await card()).getByText('Show this code at the entrance to check in.')).toBeInTheDocument();
  unmount();
  api.state.event = makeEvent({ date: '2020-03-13' });
  open('/events/ev1');
  expect(await within(await card()).findByTestId('entry-manual-code')).toBeInTheDocument();
  expect(within(await card()).queryByText('Show this code at the entrance to check in.')).toBeNull();
});

test("never offers the member's free practice on a junior's place", async () => {
  api.state.enrollment = makeEnrollment({ personId: 'junior-1', fullName: 'Chan Siu Ming' });
  signIn(makeProfile({ noOfFreePractice: 1 }));
  open();
  const pending = await card();
  expect(within(pending).getByRole('button', { name: /Pay/ })).toBeInTheDocument();
  expect(within(pending).queryByRole('button', { name: /Use free practice/ })).toBeNull();
});

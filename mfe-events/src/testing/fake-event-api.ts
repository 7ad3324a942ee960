import { http, HttpResponse } from 'msw';
import { priceFor } from '@golf/contract/pricing';
import type { Profile } from '@golf/contract/profile';
import type { Enrollment, GolfEvent, MyWaitlist } from '@golf/contract/event-shapes';
import { API } from '@golf/shared/testing/api-server';
import { makeEnrollment, makeEvent, makeProfile } from './fixtures';
import { clubHandler } from '@golf/shared/testing/club';

/**
 * A small stateful stand-in for the events API of one event, so a test can click through a whole
 * enrolment (book → payment link → verify, free practice, cancel) and see every reload.
 */
export function fakeEventApi() {
  const state = {
    event: makeEvent() as GolfEvent,
    enrollment: null as Enrollment | null,
    myWaitlist: null as MyWaitlist | null,
    profile: makeProfile() as Profile,
    /** What the provider says on verify. */
    providerPaid: false,
    calls: [] as string[],
    bodies: [] as unknown[],
  };
  const record = (call: string, body?: unknown) => {
    state.calls.push(call);
    if (body !== undefined) state.bodies.push(body);
  };

  const handlers = [
    // The club's details (CancelBooking's contact line).
    clubHandler(),
    http.get(`${API}/cms/event/get/:id`, ({ params }) => {
      record(`GET get/${params.id}`);
      if (params.id !== state.event._id) return HttpResponse.json({ status: 'nok', error: 'Event not found.' }, { status: 404 });
      // As the server does: the caller's price from their membership status, by the contract's rule.
      const myPrice = priceFor(state.event, state.profile.membershipStatus);
      return HttpResponse.json({ status: 'ok', event: state.event, myEnrollment: state.enrollment, myPrice, myWaitlist: state.myWaitlist });
    }),
    http.post(`${API}/cms/event/waitlist/:id`, ({ params }) => {
      record(`POST waitlist/${params.id}`);
      state.myWaitlist = { position: 3, holdUntil: null };
      return HttpResponse.json({ status: 'ok', myWaitlist: state.myWaitlist });
    }),
    http.delete(`${API}/cms/event/waitlist/:id`, ({ params }) => {
      record(`DELETE waitlist/${params.id}`);
      state.myWaitlist = null;
      return HttpResponse.json({ status: 'ok', myWaitlist: null });
    }),
    http.post(`${API}/cms/event/enroll/:id`, async ({ request, params }) => {
      const body = (await request.json()) as { name: string; email: string; phone: string; remarks: string | null };
      record(`POST enroll/${params.id}`, body);
      state.enrollment = makeEnrollment({ fullName: body.name, email: body.email, phone: body.phone, remarks: body.remarks });
      // As the server does: a place held for the caller becomes theirs.
      const held = state.myWaitlist?.position === 0 ? 1 : 0;
      state.event = { ...state.event, currentParticipants: state.event.currentParticipants + 1, heldPlaces: state.event.heldPlaces - held };
      state.myWaitlist = null;
      return HttpResponse.json({ status: 'ok', enrollment: state.enrollment });
    }),
    http.delete(`${API}/cms/event/enroll/:id`, ({ params }) => {
      record(`DELETE enroll/${params.id}`);
      // As the server does: a paid booking is refunded (its price back; a free practice, nothing).
      const paid = state.enrollment?.paymentStatus === 'Paid';
      const refunded = paid ? (state.enrollment!.paidWith === 'freePractice' ? 0 : state.enrollment!.price) : null;
      state.enrollment = null;
      return HttpResponse.json({ status: 'ok', refunded });
    }),
    http.post(`${API}/cms/event/payment/create`, async ({ request }) => {
      record('POST payment/create', await request.json());
      state.enrollment = { ...state.enrollment!, paymentLink: 'https://pay.test/checkout/p1', paymentLinkId: 'p1' };
      return HttpResponse.json({ status: 'ok', paymentLink: 'https://pay.test/checkout/p1', paymentLinkId: 'p1' });
    }),
    http.get(`${API}/cms/event/payment/verify`, ({ request }) => {
      record(`GET payment/verify?${new URL(request.url).searchParams}`);
      if (state.providerPaid) state.enrollment = { ...state.enrollment!, paymentStatus: 'Paid', paidWith: 'payment' };
      return HttpResponse.json({ status: 'ok', paymentStatus: state.enrollment!.paymentStatus });
    }),
    http.post(`${API}/cms/event/freepractice/use`, async ({ request }) => {
      record('POST freepractice/use', await request.json());
      // As the API does: the enrolment keeps its price; paidWith says nothing was paid.
      state.enrollment = { ...state.enrollment!, paymentStatus: 'Paid', paidWith: 'freePractice' };
      state.profile = { ...state.profile, noOfFreePractice: state.profile.noOfFreePractice - 1 };
      return HttpResponse.json({ status: 'ok', enrollment: state.enrollment });
    }),
    http.get(`${API}/cms/auth/me`, () => {
      record('GET me');
      return HttpResponse.json({ status: 'ok', data: state.profile });
    }),
  ];
  return { state, handlers };
}

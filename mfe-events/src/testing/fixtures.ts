import type { Profile } from '@golf/contract/profile';
import type { Enrollment, GolfEvent } from '@golf/contract/event-shapes';
import { makeProfile as makeSharedProfile, signInAs } from '@golf/shared/testing/profile';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { makeEnrollment as makeSharedEnrollment, makeEvent as makeSharedEvent } from '@golf/shared/testing/fixtures';

/** The events tests' own event: an evening practice with a coach, on sale to 2030. */
export function makeEvent(overrides: Partial<GolfEvent> = {}): GolfEvent {
  return makeSharedEvent({
    _id: 'ev1',
    name: 'Wednesday Range Practice',
    description: 'Warm-up drills.\nThen a short game challenge.',
    date: '2030-03-13',
    time: '19:00:00',
    venue: 'Kau Sai Chau Driving Range',
    maxParticipants: 20,
    currentParticipants: 5,
    priceMember: 80,
    priceNonMember: 150,
    coach: 'Coach Wong',
    tag: 'beginner, range',
    ...overrides,
  });
}

export function makeEnrollment(overrides: Partial<Enrollment> = {}): Enrollment {
  return makeSharedEnrollment({ _id: 'en1', eventId: 'ev1', email: 'taiman@golf.test', price: 150, createdAt: '2030-03-01T10:00:00.000Z', ...overrides });
}

/** A signed-in guest by default, with the events tests' own id and credits. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return makeSharedProfile({ _id: 'u1', numericId: 12, noOfFreePractice: 0, point: 0, ...overrides });
}

/** A signed-in session as the shell leaves it: token in sessionStorage, profile in the store. */
export function signIn(profile: Profile = makeProfile()): Profile {
  return signInAs(profile);
}

export function signOut(): void {
  sessionStorage.removeItem('auth_token');
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
}

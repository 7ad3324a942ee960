import { api } from './accounts';

/** The Hong Kong date `offset` days from today (YYYY-MM-DD). */
export const hkDay = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** Creates an event as the admin through the API; the fields a journey does not name are plain defaults. */
export async function createEvent(apiUrl: string, adminToken: string, fields: Record<string, unknown>): Promise<string> {
  const { event } = await api.post<{ event: { _id: string } }>(
    apiUrl,
    'cms/event/create',
    {
      date: hkDay(3),
      time: '19:00:00',
      duration: '2 hours',
      venue: 'Kai Tak Driving Range',
      maxParticipants: 8,
      priceMember: 100,
      priceNonMember: 150,
      type: 'Practice',
      description: 'An event made by a journey.',
      allowRegistration: true,
      ...fields,
    },
    adminToken,
  );
  return event._id;
}

/** Enrols a member through the API with their own details. */
export async function enrolThroughApi(apiUrl: string, eventId: string, account: { fullName: string; email: string; phone: string; token: string }, remarks: string | null = null) {
  const { enrollment } = await api.post<{ enrollment: { _id: string } }>(apiUrl, `cms/event/enroll/${eventId}`, { name: account.fullName, email: account.email, phone: account.phone, remarks }, account.token);
  return enrollment;
}

import { makeEvent } from '../../../testing/fixtures';
import { EMPTY_EVENT_FORM, formFromEvent, formatHkd, isPastEvent, toEventPayload, validateEventForm } from './event-form';

const valid = { ...formFromEvent(makeEvent()) };

describe('event form rules (spec 02 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateEventForm(valid)).toEqual({});
  });

  it('gives each field of the table its message', () => {
    const errors = validateEventForm({
      ...EMPTY_EVENT_FORM,
      date: '10/05/2099',
      time: '9am',
      maxParticipants: '0',
      priceMember: '-1',
      priceNonMember: '-0.01',
      type: 'Tournament',
    });
    expect(errors).toEqual({
      name: { key: 'event.nameRequired', ns: 'contract' },
      date: { key: 'event.dateFormat', ns: 'contract' },
      time: { key: 'event.timeFormat', ns: 'contract' },
      duration: { key: 'event.durationRequired', ns: 'contract' },
      venue: { key: 'event.venueRequired', ns: 'contract' },
      maxParticipants: { key: 'event.maxParticipantsMin', ns: 'contract' },
      priceMember: { key: 'event.priceMemberMin', ns: 'contract' },
      priceNonMember: { key: 'event.priceNonMemberMin', ns: 'contract' },
      type: { key: 'event.typeInvalid', ns: 'contract' },
      description: { key: 'event.descriptionRequired', ns: 'contract' },
    });
  });

  it('refuses dates that do not exist', () => {
    expect(validateEventForm({ ...valid, date: '2099-02-30' }).date).toEqual({ key: 'event.dateFormat', ns: 'contract' });
    expect(validateEventForm({ ...valid, time: '24:00:00' }).time).toEqual({ key: 'event.timeFormat', ns: 'contract' });
  });

  it('falls back to 1 place and 0 dollars when a number box holds no number', () => {
    const payload = toEventPayload({ ...valid, maxParticipants: 'many', priceMember: '', priceNonMember: 'free' }, null);
    expect(payload).toMatchObject({ maxParticipants: 1, priceMember: 0, priceNonMember: 0 });
    expect(validateEventForm({ ...valid, maxParticipants: 'many', priceMember: 'x' })).toEqual({});
  });

  it('sends trimmed text, HH:mm:ss and null for empty optional fields', () => {
    const payload = toEventPayload({ ...valid, name: '  Night Range ', time: '19:00', tag: ' ', coach: ' Coach Lam ', priceNonMember: '150.505' }, 'file-1');
    // Each text is filed under the language it is written in (decision 95): the other is left as it was.
    expect(payload).toEqual({
      name: { en: 'Night Range' },
      date: '2099-05-10',
      time: '19:00:00',
      duration: '2 hours',
      venue: { en: 'Kau Sai Chau' },
      allowRegistration: true,
      cancellationHours: 48,
      maxParticipants: 12,
      priceMember: 100,
      priceNonMember: 150.51,
      type: 'Practice',
      description: { en: 'Bring your own clubs.' },
      tag: null,
      coach: 'Coach Lam',
      imageFileId: 'file-1',
    });
  });

  it('knows past events and formats HKD', () => {
    const now = new Date('2026-06-01T12:00:00');
    expect(isPastEvent({ date: '2026-06-01', time: '11:59:00' }, now)).toBe(true);
    expect(isPastEvent({ date: '2026-06-01', time: '12:30:00' }, now)).toBe(false);
    expect(formatHkd(150.5)).toBe('HK$150.50');
    expect(formatHkd(100)).toBe('HK$100');
  });
});

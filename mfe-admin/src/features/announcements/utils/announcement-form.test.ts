import { makeAnnouncement } from '../../../testing/fixtures';
import { emptyAnnouncementForm, formFromAnnouncement, toAnnouncementPayload, validateAnnouncementForm } from './announcement-form';

describe('announcement form', () => {
  it('starts with scope All, today and the team label', () => {
    expect(emptyAnnouncementForm('Golf Community Team', new Date('2026-04-09T10:00:00'))).toEqual({
      title: { zh: '', en: '' },
      scope: 'All',
      category: '',
      displayDate: '2026-04-09',
      displayCreatedBy: 'Golf Community Team',
      content: { zh: '', en: '' },
      featured: false,
    });
  });

  it('requires title, display date, created by and content', () => {
    expect(validateAnnouncementForm({ ...emptyAnnouncementForm(' '), displayDate: '' })).toEqual({
      title: { key: 'announcementForm.validation.titleRequired' },
      displayDate: { key: 'announcementForm.validation.displayDateRequired' },
      displayCreatedBy: { key: 'announcementForm.validation.createdByRequired' },
      content: { key: 'announcementForm.validation.contentRequired' },
    });
  });

  it('refuses a date the API refuses (the contract’s rule), in the contract’s words', () => {
    expect(validateAnnouncementForm({ ...emptyAnnouncementForm('Team'), title: { zh: 'T', en: '' }, content: { zh: '', en: 'C' }, displayDate: '2026-02-30' })).toEqual({
      displayDate: { key: 'announcements.invalidDisplayDate', ns: 'contract' },
    });
  });

  it('sends the display date on create, and on update only when it changed', () => {
    const values = formFromAnnouncement(makeAnnouncement({ category: null }));
    expect(toAnnouncementPayload(values, null)).toEqual({
      title: { zh: null, en: 'Course closed for maintenance' },
      scope: 'All',
      category: null,
      content: { zh: null, en: 'The course is closed on Monday.' },
      displayCreatedBy: 'Golf Community Team',
      imageFileId: null,
      featured: false,
      displayDate: '2026-04-01',
    });
    expect(toAnnouncementPayload(values, 'f1', '2026-04-01')).not.toHaveProperty('displayDate');
    expect(toAnnouncementPayload({ ...values, displayDate: '2026-05-01' }, 'f1', '2026-04-01').displayDate).toBe('2026-05-01');
  });

  it('keeps both languages an admin reads, and needs one of them', () => {
    const values = formFromAnnouncement(makeAnnouncement({ titles: { zh: '球場維修', en: null }, contents: { zh: '星期一關閉。', en: 'Closed on Monday.' } }));
    expect(values.title).toEqual({ zh: '球場維修', en: '' });
    expect(values.content).toEqual({ zh: '星期一關閉。', en: 'Closed on Monday.' });
    expect(toAnnouncementPayload(values, null).title).toEqual({ zh: '球場維修', en: null });
    expect(validateAnnouncementForm({ ...values, title: { zh: ' ', en: '' } })).toEqual({ title: { key: 'announcementForm.validation.titleRequired' } });
    expect(validateAnnouncementForm({ ...values, title: { zh: '', en: 'Course works' } })).toEqual({});
  });
});

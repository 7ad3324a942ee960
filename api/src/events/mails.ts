import QRCode from 'qrcode';
import type { Language } from '../core/i18n.js';
import { renderMail } from '../mail/layout.js';
import type { Mail } from '../mail/outbox.js';
import type { MailAttachment } from '../mail/table.js';
import { eventIcs } from './ics.js';
import { eventIn } from './serialize.js';
import { entryCode, toDollars } from './rules.js';
import type { EnrollmentRefundRow, EnrollmentRow, EventRow } from './table.js';

const TEXTS = {
  zh: {
    heldSubject: (name: string) => `已為你保留名額：${name}`,
    confirmedSubject: (name: string) => `報名確認：${name}`,
    receiptSubject: (name: string) => `付款收據及報名確認：${name}`,
    greeting: (name: string) => `${name}，你好：`,
    guardianGreeting: '你好：',
    participant: (name: string) => `參加者：${name}`,
    held: '我們已為你保留名額。請在活動頁面付款以確認報名；付款後，入場二維碼會在活動頁面顯示。',
    confirmed: '你的名額已確認。入場時請出示下面的入場二維碼（活動頁面亦會顯示）。活動已附上行事曆檔案（.ics）。',
    receipt: (amount: string, when: string) => `我們已收到你於 ${when} 支付的 HK$${amount}。你的名額已確認。入場時請出示下面的入場二維碼（活動頁面亦會顯示）。活動已附上行事曆檔案（.ics）。`,
    qrAlt: '入場二維碼',
    details: (date: string, time: string, venue: string) => `日期：${date} · 時間：${time} · 地點：${venue}`,
    action: '查看活動',
  },
  en: {
    heldSubject: (name: string) => `Your place is held: ${name}`,
    confirmedSubject: (name: string) => `You are enrolled: ${name}`,
    receiptSubject: (name: string) => `Receipt and confirmation: ${name}`,
    greeting: (name: string) => `Hello ${name},`,
    guardianGreeting: 'Hello,',
    participant: (name: string) => `Participant: ${name}`,
    held: 'We are holding a place for you. Pay on the event page to confirm it; once paid, your entry QR code shows there.',
    confirmed: 'Your place is confirmed. Show the entry QR code below at the door (the event page shows it too). The event is attached as a calendar file (.ics).',
    receipt: (amount: string, when: string) => `We received your payment of HK$${amount} on ${when}. Your place is confirmed. Show the entry QR code below at the door (the event page shows it too). The event is attached as a calendar file (.ics).`,
    qrAlt: 'Entry QR code',
    details: (date: string, time: string, venue: string) => `Date: ${date} · Time: ${time} · Venue: ${venue}`,
    action: 'Open the event',
  },
} as const;

const hkDateTime = (at: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', { timeZone: 'Asia/Hong_Kong', dateStyle: 'medium', timeStyle: 'short' }).format(at);

const ENTRY_QR_CID = 'entry-qr';
const ENTRY_QR_SIZE = 240;

/** The entry QR code as a PNG shown inside the mail; the same code the event page draws. */
async function entryQrAttachment(eventId: string, enrollmentId: string): Promise<MailAttachment> {
  const png = await QRCode.toBuffer(entryCode(eventId, enrollmentId), { width: ENTRY_QR_SIZE, margin: 2, errorCorrectionLevel: 'M' });
  return { filename: 'entry-qr.png', contentType: 'image/png', content: png.toString('base64'), encoding: 'base64', cid: ENTRY_QR_CID };
}

/**
 * The mail an enrolment sends: "held" when it waits for payment, "confirmed" when nothing was to
 * pay, "receipt" when its payment arrived; the last two carry the entry QR code and the event's .ics.
 */
export async function enrolmentMail({
  kind,
  event,
  enrollment,
  language,
  webOrigin,
  paidAt,
}: {
  kind: 'held' | 'confirmed' | 'receipt';
  event: EventRow;
  enrollment: EnrollmentRow;
  language: Language;
  webOrigin: string;
  paidAt?: Date;
}): Promise<Mail> {
  const texts = TEXTS[language];
  const shown = eventIn(event, language);
  const pageUrl = `${webOrigin}/events/${encodeURIComponent(event.id)}`;
  const subject = kind === 'held' ? texts.heldSubject(shown.name) : kind === 'confirmed' ? texts.confirmedSubject(shown.name) : texts.receiptSubject(shown.name);
  const body =
    kind === 'held' ? texts.held : kind === 'confirmed' ? texts.confirmed : texts.receipt(toDollars(enrollment.priceCents).toFixed(2), hkDateTime(paidAt ?? new Date(), language));
  const confirmed = kind !== 'held';
  const forJunior = enrollment.personId !== enrollment.userId;
  return {
    kind: `enrolment-${kind}`,
    to: enrollment.email,
    language,
    ...renderMail({
      language,
      subject,
      // A junior's place is written to their guardian, naming the junior.
      greeting: forJunior ? texts.guardianGreeting : texts.greeting(enrollment.fullName),
      paragraphs: [...(forJunior ? [texts.participant(enrollment.fullName)] : []), body, texts.details(event.date, event.time.slice(0, 5), shown.venue)],
      ...(confirmed ? { image: { cid: ENTRY_QR_CID, alt: texts.qrAlt, size: ENTRY_QR_SIZE } } : {}),
      action: { label: texts.action, url: pageUrl },
    }),
    attachments: confirmed ? [await entryQrAttachment(event.id, enrollment.id), icsAttachment(event, pageUrl, language)] : [],
  };
}

/** The event's calendar file in the recipient's language. */
function icsAttachment(event: EventRow, pageUrl: string, language: Language): MailAttachment {
  return { filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: eventIcs({ ...event, ...eventIn(event, language) }, { pageUrl }) };
}

const NOTICE_TEXTS = {
  zh: {
    changedSubject: (name: string) => `活動有更改：${name}`,
    cancelledSubject: (name: string) => `活動已取消：${name}`,
    changed: '你已報名的活動有以下更改，請留意最新的日期、時間及地點。已附上更新的行事曆檔案（.ics）。',
    cancelled: '很抱歉，你已報名的活動已被取消，你的報名亦已一併取消。如有疑問，請聯絡會方。',
  },
  en: {
    changedSubject: (name: string) => `Event changed: ${name}`,
    cancelledSubject: (name: string) => `Event cancelled: ${name}`,
    changed: 'An event you are enrolled in has changed. Please note its date, time and venue below. The updated calendar file (.ics) is attached.',
    cancelled: 'We are sorry: an event you were enrolled in has been cancelled, and your enrolment with it. Please contact the club with any questions.',
  },
} as const;

/** Whether a change to an event is one its enrolled members must hear about. */
export function changesWhenOrWhere(before: EventRow, after: EventRow): boolean {
  return (['nameZh', 'nameEn', 'date', 'time', 'duration', 'venueZh', 'venueEn'] as const).some((field) => before[field] !== after[field]);
}

/** The notice to one enrolled member that their event changed (with the new .ics) or was cancelled. */
export function eventNoticeMail({
  kind,
  event,
  enrollment,
  language,
  webOrigin,
}: {
  kind: 'changed' | 'cancelled';
  event: EventRow;
  enrollment: Pick<EnrollmentRow, 'email' | 'fullName'>;
  language: Language;
  webOrigin: string;
}): Mail {
  const texts = { ...TEXTS[language], ...NOTICE_TEXTS[language] };
  const shown = eventIn(event, language);
  const pageUrl = `${webOrigin}/events/${encodeURIComponent(event.id)}`;
  const changed = kind === 'changed';
  return {
    kind: `event-${kind}`,
    to: enrollment.email,
    language,
    ...renderMail({
      language,
      subject: changed ? texts.changedSubject(shown.name) : texts.cancelledSubject(shown.name),
      greeting: texts.greeting(enrollment.fullName),
      paragraphs: [changed ? texts.changed : texts.cancelled, texts.details(event.date, event.time.slice(0, 5), shown.venue)],
      ...(changed ? { action: { label: texts.action, url: pageUrl } } : {}),
    }),
    attachments: changed ? [icsAttachment(event, pageUrl, language)] : [],
  };
}

const REMINDER_TEXTS = {
  zh: {
    subject: (name: string) => `明天見：${name}`,
    body: (name: string) => `提提你，你報名的「${name}」將於明天舉行。入場時請在活動頁面出示入場二維碼。`,
    unsubscribe: '不再收取提示電郵',
    participants: (names: string) => `參加者：${names}（每位各有自己的入場二維碼）`,
  },
  en: {
    subject: (name: string) => `Tomorrow: ${name}`,
    body: (name: string) => `A reminder that ${name}, which you are enrolled in, is tomorrow. Show your entry QR code from the event page at the door.`,
    unsubscribe: 'Stop reminder emails',
    participants: (names: string) => `Going: ${names} (each with their own entry QR code)`,
  },
} as const;

/**
 * The day-before reminder of an event, with its .ics and the link that switches reminders off. One
 * per account and event: a guardian who booked several places reads every participant's name.
 */
export function eventReminderMail({ event, enrollment, participants = [], language, webOrigin, unsubscribeUrl }: {
  event: EventRow;
  enrollment: Pick<EnrollmentRow, 'email' | 'fullName'>;
  /** Who goes, when the account booked for others too (named only then). */
  participants?: string[];
  language: Language;
  webOrigin: string;
  unsubscribeUrl: string;
}): Mail {
  const texts = { ...TEXTS[language], ...REMINDER_TEXTS[language] };
  const shown = eventIn(event, language);
  const pageUrl = `${webOrigin}/events/${encodeURIComponent(event.id)}`;
  return {
    kind: 'event-reminder',
    to: enrollment.email,
    language,
    ...renderMail({
      language,
      subject: texts.subject(shown.name),
      greeting: texts.greeting(enrollment.fullName),
      paragraphs: [
        texts.body(shown.name),
        ...(participants.length ? [texts.participants(participants.join(language === 'zh' ? '、' : ', '))] : []),
        texts.details(event.date, event.time.slice(0, 5), shown.venue),
      ],
      action: { label: texts.action, url: pageUrl },
      unsubscribe: { label: texts.unsubscribe, url: unsubscribeUrl },
    }),
    attachments: [icsAttachment(event, pageUrl, language)],
  };
}

const REFUND_TEXTS = {
  zh: {
    subject: (name: string) => `退款及取消報名：${name}`,
    online: (amount: string) => `我們已退回你的付款 HK$${amount}，款項會按你原本的付款方式退回，一般需時 5 至 10 個工作天。`,
    byHand: (amount: string) => `我們已記錄退回你的付款 HK$${amount}（現金或銀行轉帳，由會方安排）。`,
    freePractice: '你使用的免費練習次數已退回你的帳戶。',
    cancelled: '你在此活動的報名已取消，名額已釋出。如有疑問，請聯絡會方。',
  },
  en: {
    subject: (name: string) => `Refund and cancellation: ${name}`,
    online: (amount: string) => `We have refunded your payment of HK$${amount} to the way you paid; it usually arrives within 5 to 10 working days.`,
    byHand: (amount: string) => `We have recorded a refund of HK$${amount} to you (in cash or by bank transfer, arranged by the club).`,
    freePractice: 'The free practice session you used is back in your account.',
    cancelled: 'Your enrolment in this event is cancelled and its place released. Please contact the club with any questions.',
  },
} as const;

/** The member's notice that an admin refunded their place (and how the money comes back). */
export function refundMail({ event, refund, language, webOrigin }: { event: EventRow; refund: EnrollmentRefundRow; language: Language; webOrigin: string }): Mail {
  const texts = { ...TEXTS[language], ...REFUND_TEXTS[language] };
  const shown = eventIn(event, language);
  const amount = toDollars(refund.amountCents).toFixed(2);
  const how = { payment: texts.online(amount), freePractice: texts.freePractice, cash: texts.byHand(amount), bankTransfer: texts.byHand(amount), free: null }[refund.paidWith];
  return {
    kind: 'enrolment-refunded',
    to: refund.email,
    language,
    ...renderMail({
      language,
      subject: texts.subject(shown.name),
      greeting: texts.greeting(refund.fullName),
      paragraphs: [...(how ? [how] : []), texts.cancelled, texts.details(event.date, event.time.slice(0, 5), shown.venue)],
      action: { label: texts.action, url: `${webOrigin}/events/${encodeURIComponent(event.id)}` },
    }),
  };
}

const OFFER_TEXTS = {
  zh: {
    subject: (name: string) => `已為你保留名額：${name}（候補）`,
    body: (until: string) => `你在候補名單上的活動有名額空出，我們已為你保留至 ${until}。請在此之前到活動頁面報名；之後名額會讓給下一位候補。`,
    juniorBody: (junior: string, until: string) => `${junior} 在候補名單上的活動有名額空出，我們已為 ${junior} 保留至 ${until}。請在此之前到活動頁面為 ${junior} 報名（任何一位監護人均可）；之後名額會讓給下一位候補。`,
    action: '立即報名',
  },
  en: {
    subject: (name: string) => `A place is yours if you want it: ${name}`,
    body: (until: string) => `A place has come free in an event you are on the waiting list for, and we are holding it for you until ${until}. Enrol on the event page before then; after that it passes to the next person in line.`,
    juniorBody: (junior: string, until: string) => `A place has come free for ${junior} in an event they are on the waiting list for, and we are holding it for ${junior} until ${until}. Enrol ${junior} on the event page before then (either guardian can); after that it passes to the next person in line.`,
    action: 'Enrol now',
  },
} as const;

/**
 * The first in line hears that a freed place is held for them, and until when. A junior's place is
 * told to the account that put them on the list, naming the junior (`junior`).
 */
export function waitlistOfferMail({ event, to, junior = null, holdUntil, language, webOrigin }: {
  event: EventRow;
  to: { email: string; fullName: string };
  junior?: string | null;
  holdUntil: Date;
  language: Language;
  webOrigin: string;
}): Mail {
  const texts = { ...TEXTS[language], ...OFFER_TEXTS[language] };
  const shown = eventIn(event, language);
  return {
    kind: 'waitlist-offer',
    to: to.email,
    language,
    ...renderMail({
      language,
      subject: texts.subject(shown.name),
      greeting: texts.greeting(to.fullName),
      paragraphs: [junior ? texts.juniorBody(junior, hkDateTime(holdUntil, language)) : texts.body(hkDateTime(holdUntil, language)), texts.details(event.date, event.time.slice(0, 5), shown.venue)],
      action: { label: texts.action, url: `${webOrigin}/events/${encodeURIComponent(event.id)}` },
    }),
  };
}

// The API's shapes (docs/api-contract.md), one definition for every app.

// The profile is the contract's (@golf/contract/profile); these shapes move there next.
export type MembershipTier = 'platinum' | 'gold' | 'silver' | 'bronze';

export type AnnouncementScope = 'All' | 'MemberOnly';
export type AnnouncementCategory = 'Announcement' | 'Golf' | 'Event' | 'Community' | 'Blog';

export interface Announcement {
  _id: string;
  title: string;
  content: string;
  preview?: string | null;
  scope: AnnouncementScope | string;
  category?: AnnouncementCategory | null;
  imageFileId?: string | null;
  displayDate: string;
  displayCreatedBy: string;
  createdAt: string;
  featured?: boolean;
}

export interface LiveUpdate {
  _id: string;
  title: string;
  content: string;
  preview?: string | null;
  color: string;
  createdAt: string;
  updatedAt?: string;
}

export interface Author {
  _id: string;
  fullName: string;
  imageFileId?: string | null;
  membershipTier?: MembershipTier | null;
}

export interface Thread {
  _id: string;
  title: string;
  content: string;
  category: string;
  attachments: string[];
  likes: number;
  comments: number;
  liked?: boolean;
  createdAt: string;
  author: Author;
}

export interface Reply {
  _id: string;
  threadId: string;
  content: string;
  attachments: string[];
  likes: number;
  liked?: boolean;
  createdAt: string;
  author: Author;
}

export const EVENT_TYPES = ['Practice', 'Coaching', 'Gathering', 'Event', 'Crossover Event', 'Other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface GolfEvent {
  _id: string;
  name: string;
  description: string;
  date: string;
  time: string;
  duration: string;
  venue: string;
  maxParticipants: number;
  currentParticipants: number;
  priceMember: number;
  priceNonMember: number;
  imageFileId?: string | null;
  type: EventType | string;
  coach?: string | null;
  tag?: string | null;
  allowRegistration: boolean;
}

export type PaymentStatus = 'Pending' | 'Paid';

export interface Enrollment {
  _id: string;
  eventId: string;
  userId: string;
  fullName: string;
  email: string;
  phone: string;
  price: number;
  remarks?: string | null;
  paymentStatus: PaymentStatus;
  paymentLink?: string | null;
  paymentLinkId?: string | null;
  paidWith?: 'payment' | 'freePractice' | null;
  checkedInAt?: string | null;
  createdAt: string;
}

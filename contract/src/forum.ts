import { z } from './zod.ts';

/**
 * Who wrote a post, as readers see them (DESIGN §11): `fullName` carries the display name (never
 * the full name, `display-name.ts`), and visitors get no id and no photo.
 */
export const authorSchema = z.object({
  _id: z.string().optional().describe('members signed in only: never sent to visitors'),
  fullName: z.string().describe('the display name, e.g. "Tai Man C." or "陳○文"'),
  imageFileId: z.string().nullable().describe('always null for visitors'),
  membershipTier: z.enum(['silver']).nullable().describe('null is shown as "Member"'),
});

/**
 * What a reader sees of a post. Members and visitors only ever get `visible`, or `deleted` for a
 * thread its author deleted after others replied (title and content then empty: a placeholder above
 * the replies). Admins get every post with its real state and content.
 */
export const POST_STATES = ['visible', 'hidden', 'deleted'] as const;
export type PostState = (typeof POST_STATES)[number];

/**
 * Why a post is hidden, told to its author only: the author of a hidden post reads it (with
 * `state: 'hidden'`), everyone else but admins gets 404 or does not see it.
 */
export const hidingSchema = z.object({
  hiddenAt: z.string(),
  byReports: z.boolean().describe('true: members’ reports hid it until an admin reviews it; false: an admin hid it'),
  reason: z.string().describe('the admin’s reason, as written (may be empty)'),
});
export type Hiding = z.infer<typeof hidingSchema>;

const moderatedFields = {
  state: z.enum(POST_STATES),
  hiding: hidingSchema.optional().describe('only on a hidden post its author reads'),
  editedAt: z.string().nullable().describe('set when the text was changed after posting ("edited")'),
  reported: z.boolean().optional().describe('cms reads only: whether the caller has reported it'),
};

export const threadSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  attachments: z.array(z.string()).describe('file ids for GET /ext/file/{id}'),
  likes: z.number(),
  comments: z.number(),
  liked: z.boolean().optional().describe('cms reads only: whether the caller likes it'),
  createdAt: z.string(),
  author: authorSchema,
  ...moderatedFields,
});

export const replySchema = z.object({
  _id: z.string(),
  threadId: z.string(),
  content: z.string(),
  attachments: z.array(z.string()),
  likes: z.number(),
  liked: z.boolean().optional(),
  createdAt: z.string(),
  author: authorSchema,
  ...moderatedFields,
});

export type Author = z.infer<typeof authorSchema>;
export type Thread = z.infer<typeof threadSchema>;
export type Reply = z.infer<typeof replySchema>;

// ---- The forum's rules, shared so the apps offer only what the server will accept ----

/** Authors change their own post within this time of posting; admins at any time. */
export const EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Reports by this many different established members hide a post until an admin reviews it.
 * Anyone else's report waits in the admins' queue without hiding: three fresh accounts must not
 * be able to silence a member (issue 36 point 7).
 */
export const REPORTS_TO_HIDE = 3;

/** An established member: an account at least this old that has written a post still shown. */
export const ESTABLISHED_ACCOUNT_MS = 7 * 24 * 60 * 60 * 1000;

/** An account this young is "new" and posts within the limits below. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
export const NEW_ACCOUNT_LIMITS = { threads: 3, replies: 10, imagesPerPost: 1 } as const;

export const REPORT_REASONS = ['spam', 'inappropriate', 'personalInfo', 'harassment', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 500;

export const MODERATION_TARGETS = ['thread', 'reply'] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];
export const MODERATION_ACTIONS = ['hide', 'restore', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_REASON_MAX = 500;

interface Viewer {
  _id: string;
  userGroup?: string;
}

const isAdmin = (viewer: Viewer | null | undefined) => viewer?.userGroup === 'Admin';

/** Whether the viewer may change this post now: an admin always, its author within the window. */
export function canEditPost(post: Pick<Thread, 'author' | 'createdAt' | 'state'>, viewer: Viewer | null | undefined, now = Date.now()): boolean {
  if (!viewer || post.state === 'deleted') return false;
  if (isAdmin(viewer)) return true;
  // A hidden post is the admins' until they review it: its author reads it, and changes nothing.
  return post.state === 'visible' && post.author._id === viewer._id && now - Date.parse(post.createdAt) < EDIT_WINDOW_MS;
}

/** Whether the viewer may delete this post: its author or an admin, at any time. */
export function canDeletePost(post: Pick<Thread, 'author' | 'state'>, viewer: Viewer | null | undefined): boolean {
  if (!viewer || post.state === 'deleted') return false;
  return isAdmin(viewer) || (post.state === 'visible' && post.author._id === viewer._id);
}

/** Whether the viewer may report this post: any signed-in member, not on their own post, once. */
export function canReportPost(post: Pick<Thread, 'author' | 'state' | 'reported'>, viewer: Viewer | null | undefined): boolean {
  return !!viewer && post.state === 'visible' && post.author._id !== viewer._id && !post.reported;
}

/** Whether an account created at `createdAt` is still new (the limits above apply to it). */
export function isNewAccount(createdAt: string | Date, now = Date.now()): boolean {
  return now - new Date(createdAt).getTime() < NEW_ACCOUNT_MS;
}

// ---- Moderation (admin) ----

const personSchema = z.object({ _id: z.string(), fullName: z.string() });

export const MODERATION_QUEUES = ['open', 'hidden'] as const;
export type ModerationQueue = (typeof MODERATION_QUEUES)[number];

/** One reported or hidden post in `GET /admin/moderation/list`. */
export const moderationItemSchema = z.object({
  targetType: z.enum(MODERATION_TARGETS),
  targetId: z.string(),
  threadId: z.string(),
  threadTitle: z.string(),
  content: z.string(),
  attachments: z.array(z.string()),
  author: personSchema,
  state: z.enum(POST_STATES),
  postedAt: z.string(),
  editedAt: z.string().nullable(),
  openReports: z.number(),
  lastReportedAt: z.string().nullable(),
  reports: z.array(z.object({ reporter: personSchema, reason: z.enum(REPORT_REASONS), details: z.string(), createdAt: z.string(), resolved: z.boolean() })),
  revisions: z.array(z.object({ title: z.string().nullable(), content: z.string(), editedAt: z.string() })).describe('earlier versions, newest first'),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

/** One entry of `GET /admin/moderation/log`. */
export const moderationLogEntrySchema = z.object({
  _id: z.string(),
  action: z.enum([...MODERATION_ACTIONS, 'edit']),
  targetType: z.enum(MODERATION_TARGETS),
  targetId: z.string(),
  threadId: z.string(),
  excerpt: z.string(),
  actor: personSchema.nullable().describe('null: members’ reports reached the threshold'),
  reason: z.string(),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

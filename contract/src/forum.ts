import { z } from 'zod';

export const authorSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  imageFileId: z.string().nullable(),
  membershipTier: z.enum(['silver']).nullable().describe('null is shown as "Member"'),
});

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
});

export type Author = z.infer<typeof authorSchema>;
export type Thread = z.infer<typeof threadSchema>;
export type Reply = z.infer<typeof replySchema>;

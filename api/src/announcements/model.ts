import { sql, type SQL } from 'drizzle-orm';
import { ANNOUNCEMENT_CATEGORIES, type Announcement, type AnnouncementCategory, type AnnouncementScope } from '@golf/contract/announcements';
import { languageOfText, pickText } from '@golf/contract/content-language';
import type { TextReader } from '../core/translations.js';
import { isActiveMember } from '../users/schemas.js';
import type { UserRow } from '../users/table.js';
import { announcements, type AnnouncementRow } from './table.js';


/**
 * Scope as authored is All or MemberOnly. Older values are read as architecture §5a says:
 * Member, Members → MemberOnly; Public, Important (and anything else) → All.
 */
const MEMBER_ONLY_SCOPES = ['memberonly', 'member', 'members'];

export function readScope(stored: string): AnnouncementScope {
  return MEMBER_ONLY_SCOPES.includes(stored.trim().toLowerCase()) ? 'MemberOnly' : 'All';
}

/** Rows a viewer may read: everything for admins and active annual members, else scope All. */
export function visibleTo(viewer: UserRow | null): SQL | undefined {
  if (viewer && (viewer.userGroup === 'Admin' || isActiveMember(viewer))) return undefined;
  return sql`lower(trim(${announcements.scope})) NOT IN (${sql.join(
    MEMBER_ONLY_SCOPES.map((scope) => sql`${scope}`),
    sql`, `,
  )})`;
}

const PREVIEW_LENGTH = 200;

/** The stored preview when it is in the language shown, else the start of the content on one line (clients shorten it further). */
export function previewOf(preview: string | null, content: { text: string; lang: string }): string {
  if (preview?.trim() && languageOfText(preview) === content.lang) return preview.trim();
  const text = content.text.replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text;
}

/** An announcement as `reader` reads it: in its language, else the other (DESIGN §13); both for an admin. */
export function toAnnouncement(row: AnnouncementRow, reader: TextReader): Announcement {
  const titles = { zh: row.titleZh, en: row.titleEn };
  const contents = { zh: row.contentZh, en: row.contentEn };
  const title = pickText(titles, reader.language);
  const content = pickText(contents, reader.language);
  return {
    _id: row.id,
    title: title.text,
    titleLang: title.lang,
    content: content.text,
    contentLang: content.lang,
    ...(reader.both && { titles, contents }),
    preview: previewOf(row.preview, content),
    scope: readScope(row.scope),
    category: (ANNOUNCEMENT_CATEGORIES as readonly string[]).includes(row.category ?? '') ? (row.category as AnnouncementCategory) : null,
    imageFileId: row.imageFileId,
    displayDate: row.displayDate,
    displayCreatedBy: row.displayCreatedBy,
    createdAt: row.createdAt.toISOString(),
    featured: row.featured,
  };
}

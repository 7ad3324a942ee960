export interface DiscussionDraft {
  category: string;
  title: string;
  content: string;
}

/** The required fields still empty after trimming (spec 02 §5: category, title, content). */
export function missingFields(draft: DiscussionDraft): (keyof DiscussionDraft)[] {
  return (Object.keys(draft) as (keyof DiscussionDraft)[]).filter((field) => !draft[field].trim());
}

/**
 * The fixed forum categories (spec 01 §3): parent groups with subcategory ids. Threads belong to
 * a subcategory; a list may be asked for by subcategory or by a whole parent group.
 */
export const FORUM_CATEGORIES = {
  'swing-talk': ['newsAndEvents', 'memberMeetups', 'clubhouseEvents', 'feedbackToFounders', 'chitChat'],
  'new-to-golf': ['beginnerQuestions', 'firstTimerStories', 'beginnersTutorial'],
  'swing-showcase': ['yourSwingVideos', 'myBestWorstShot', 'golfOotd'],
  'skill-lab': ['troubleshootingOnSlice', 'drillsForBusyPeople', 'mentalGameTips'],
} as const;

export type ParentCategory = keyof typeof FORUM_CATEGORIES;
export type Subcategory = (typeof FORUM_CATEGORIES)[ParentCategory][number];

export const SUBCATEGORIES = Object.values(FORUM_CATEGORIES).flat() as [Subcategory, ...Subcategory[]];
export const PARENT_CATEGORIES = Object.keys(FORUM_CATEGORIES) as [ParentCategory, ...ParentCategory[]];

/** The subcategories a list filter names: itself, or all of a parent group's. */
export function subcategoriesOf(filter: Subcategory | ParentCategory): readonly Subcategory[] {
  return filter in FORUM_CATEGORIES ? FORUM_CATEGORIES[filter as ParentCategory] : [filter as Subcategory];
}

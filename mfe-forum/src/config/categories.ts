// The forum's fixed category tree (spec 01 §3). Names live in the 'forum' catalogue under
// categories.<id>, so the tree itself holds only ids and their order.
export interface CategoryGroup {
  id: string;
  subcategories: string[];
}

export const CATEGORY_GROUPS: CategoryGroup[] = [
  { id: 'swing-talk', subcategories: ['newsAndEvents', 'memberMeetups', 'clubhouseEvents', 'feedbackToFounders', 'chitChat'] },
  { id: 'new-to-golf', subcategories: ['beginnerQuestions', 'firstTimerStories', 'beginnersTutorial'] },
  { id: 'swing-showcase', subcategories: ['yourSwingVideos', 'myBestWorstShot', 'golfOotd'] },
  { id: 'skill-lab', subcategories: ['troubleshootingOnSlice', 'drillsForBusyPeople', 'mentalGameTips'] },
];

/** The forum opens on the newest threads of every category; not a category a thread can be in. */
export const LATEST = 'latest';

export const SUBCATEGORY_IDS: string[] = CATEGORY_GROUPS.flatMap((group) => group.subcategories);

export function isSubcategory(id: string | null | undefined): id is string {
  return !!id && SUBCATEGORY_IDS.includes(id);
}

export function groupOf(subcategory: string): CategoryGroup | undefined {
  return CATEGORY_GROUPS.find((group) => group.subcategories.includes(subcategory));
}

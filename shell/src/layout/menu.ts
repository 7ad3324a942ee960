/** Who sees a menu entry: everyone, a signed-in member, or an admin. */
export type MenuAccess = 'public' | 'member' | 'admin';

/**
 * One entry of the site menu, from the composition (remotes.json `menu`, architecture §2): a team
 * adds its remote's entry there, in both languages, without a change to the shell. The shipped
 * entries are spec 01's "Navigation menu", in its order and words.
 */
export interface MenuEntry {
  href: string;
  label: { zh: string; en: string };
  access: MenuAccess;
  /** Entries are shown by ascending order; sign-in/out comes after them all. */
  order: number;
  /** A path the entry is also current below (Admin opens /admin/user-management, current on all of /admin). */
  activeUnder?: string;
}

const ACCESS: unknown[] = ['public', 'member', 'admin'];
const isPath = (value: unknown): value is string => typeof value === 'string' && /^\/(?!\/)/.test(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

function isEntry(value: unknown): value is MenuEntry {
  const entry = value as Partial<MenuEntry> | null;
  return (
    !!entry &&
    isPath(entry.href) &&
    isText(entry.label?.zh) &&
    isText(entry.label?.en) &&
    ACCESS.includes(entry.access) &&
    Number.isFinite(entry.order) &&
    (entry.activeUnder === undefined || isPath(entry.activeUnder))
  );
}

/**
 * The composition's menu, checked: an entry that is malformed or repeats an href is left out with a
 * console error (the rest of the menu stands), never a crash. Sorted by `order`, file order on ties.
 */
export function readMenu(menu: unknown): MenuEntry[] {
  if (!Array.isArray(menu)) {
    console.error('[menu] remotes.json has no "menu" array');
    return [];
  }
  const hrefs = new Set<string>();
  return menu
    .filter((entry: unknown, index) => {
      const ok = isEntry(entry) && !hrefs.has(entry.href);
      if (ok) hrefs.add(entry.href);
      else console.error(`[menu] remotes.json menu[${index}] skipped (href "/…" not repeated, label {zh, en}, access, order)`, entry);
      return ok;
    })
    .sort((a: MenuEntry, b: MenuEntry) => a.order - b.order);
}

export function visibleEntries(menu: MenuEntry[], signedIn: boolean, admin: boolean): MenuEntry[] {
  return menu.filter(({ access }) => access === 'public' || (signedIn && (access === 'member' || admin)));
}

/** The entry's label in the page's language (Chinese unless English). */
export function labelOf(entry: MenuEntry, language: string): string {
  return entry.label[language === 'en' ? 'en' : 'zh'];
}

const under = (path: string, pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

/** A menu entry is current on its own path and below it (/events/42 is under Events), and below `activeUnder`. */
export function isActive(entry: MenuEntry, pathname: string): boolean {
  return under(entry.href, pathname) || (!!entry.activeUnder && under(entry.activeUnder, pathname));
}

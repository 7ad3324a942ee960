import { useTranslation } from 'react-i18next';
import { CATEGORY_GROUPS } from '../config/categories';
import { categoryName, groupName } from '../utils/category-name';

/**
 * The category tree as <optgroup>s, for the small-screen filter (with each category's thread
 * count) and the new-thread form.
 */
export function CategoryOptions({ counts }: { counts?: Record<string, number> }) {
  const { t } = useTranslation('forum');
  return (
    <>
      {CATEGORY_GROUPS.map((group) => (
        <optgroup key={group.id} label={groupName(t, group.id)}>
          {group.subcategories.map((id) => (
            <option key={id} value={id}>
              {counts ? `${categoryName(t, id)} (${counts[id] ?? 0})` : categoryName(t, id)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { CATEGORY_GROUPS } from '../config/categories';
import { categoryName, groupName } from '../utils/category-name';

/** The category tree as <optgroup>s, for the small-screen filter and the new-thread form. */
export function CategoryOptions() {
  const { t } = useTranslation('forum');
  return (
    <>
      {CATEGORY_GROUPS.map((group) => (
        <optgroup key={group.id} label={groupName(t, group.id)}>
          {group.subcategories.map((id) => (
            <option key={id} value={id}>
              {categoryName(t, id)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

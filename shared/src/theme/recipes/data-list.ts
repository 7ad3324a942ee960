// Not in the site's system (architecture §2): pass it as `recipe` on each DataList.Root.
export { dataListSlotRecipe } from '@chakra-ui-theme/recipes/data-list.js';

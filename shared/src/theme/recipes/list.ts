// Not in the site's system (architecture §2): pass it as `recipe` on each List.Root.
export { listSlotRecipe } from '@chakra-ui-theme/recipes/list.js';

// Not in the site's system (architecture §2): pass it as `recipe` on each Stat.Root.
export { statSlotRecipe } from '@chakra-ui-theme/recipes/stat.js';

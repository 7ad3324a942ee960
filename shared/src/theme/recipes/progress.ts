// Not in the site's system (architecture §2): pass it as `recipe` on each Progress.Root.
export { progressSlotRecipe } from '@chakra-ui-theme/recipes/progress.js';

// Not in the site's system (architecture §2): pass it as `recipe` on each Tag.Root.
export { tagSlotRecipe } from '@chakra-ui-theme/recipes/tag.js';

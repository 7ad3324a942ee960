// Not in the site's system (DESIGN.md §2): pass it as `recipe` on each Avatar.Root.
export { avatarSlotRecipe } from '@chakra-ui-theme/recipes/avatar.js';

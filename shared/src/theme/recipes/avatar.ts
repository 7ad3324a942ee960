// Not in the site's system (architecture §2): pass it as `recipe` on each Avatar.Root.
export { avatarSlotRecipe } from '@chakra-ui-theme/recipes/avatar.js';

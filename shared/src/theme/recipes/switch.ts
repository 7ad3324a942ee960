// Not in the site's system (architecture §2): pass it as `recipe` on each Switch.Root.
export { switchSlotRecipe } from '@chakra-ui-theme/recipes/switch.js';

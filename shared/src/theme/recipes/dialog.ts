// Not in the site's system (architecture §2): pass it as `recipe` on each Dialog.Root.
export { dialogSlotRecipe } from '@chakra-ui-theme/recipes/dialog.js';

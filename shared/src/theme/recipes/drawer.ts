// Not in the site's system (architecture §2): pass it as `recipe` on each Drawer.Root.
export { drawerSlotRecipe } from '@chakra-ui-theme/recipes/drawer.js';

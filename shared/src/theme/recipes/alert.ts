// Not in the site's system (architecture §2): pass it as `recipe` on each Alert.Root.
export { alertSlotRecipe } from '@chakra-ui-theme/recipes/alert.js';

// Not in the site's system (architecture §2): pass it as `recipe` on each Field.Root.
export { fieldSlotRecipe } from '@chakra-ui-theme/recipes/field.js';

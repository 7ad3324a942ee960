// Not in the site's system (architecture §2): pass it as `recipe` on each Checkbox.Root.
export { checkboxSlotRecipe } from '@chakra-ui-theme/recipes/checkbox.js';

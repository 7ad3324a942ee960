// Not in the site's system (architecture §2): pass it as `recipe` on each Input.
export { inputRecipe } from '@chakra-ui-theme/recipes/input.js';

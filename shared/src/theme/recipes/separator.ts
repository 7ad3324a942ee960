// Not in the site's system (architecture §2): pass it as `recipe` on each Separator.
export { separatorRecipe } from '@chakra-ui-theme/recipes/separator.js';

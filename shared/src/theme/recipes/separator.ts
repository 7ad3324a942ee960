// Not in the site's system (DESIGN.md §2): pass it as `recipe` on each Separator.
export { separatorRecipe } from '@chakra-ui-theme/recipes/separator.js';

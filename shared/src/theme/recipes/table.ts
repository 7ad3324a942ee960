// Not in the site's system (architecture §2): pass it as `recipe` on each Table.Root.
export { tableSlotRecipe } from '@chakra-ui-theme/recipes/table.js';

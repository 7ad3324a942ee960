// Not in the site's system (DESIGN.md §2): pass it as `recipe` on each Table.Root.
export { tableSlotRecipe } from '@chakra-ui-theme/recipes/table.js';

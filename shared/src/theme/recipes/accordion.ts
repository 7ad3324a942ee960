// Not in the site's system (DESIGN.md §2): pass it as `recipe` on each Accordion.Root.
export { accordionSlotRecipe } from '@chakra-ui-theme/recipes/accordion.js';

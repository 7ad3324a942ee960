// Not in the site's system (architecture §2): pass it as `recipe` on each Accordion.Root.
export { accordionSlotRecipe } from '@chakra-ui-theme/recipes/accordion.js';

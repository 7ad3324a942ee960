// Not in the site's system (architecture §2): pass it as `recipe` on each Card.Root. Chakra's card
// recipe imports its whole anatomy module (every component's parts), which the landing page
// would otherwise download.
export { cardSlotRecipe } from '@chakra-ui-theme/recipes/card.js';

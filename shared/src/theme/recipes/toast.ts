// Not in the site's system (architecture §2): the toast list passes it as `recipe` on Toast.Root, so
// it loads with the rest of the toast machinery on the first toast.
export { toastSlotRecipe } from '@chakra-ui-theme/recipes/toast.js';

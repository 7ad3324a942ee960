// Not in the site's system (architecture §2): pass it as `recipe` on each NativeSelect.Root.
export { nativeSelectSlotRecipe } from '@chakra-ui-theme/recipes/native-select.js';

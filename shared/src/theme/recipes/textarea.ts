// Not in the site's system (architecture §2): pass it as `recipe` on each Textarea.
export { textareaRecipe } from '@chakra-ui-theme/recipes/textarea.js';

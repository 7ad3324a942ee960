// The Chakra system of the whole site, built from the base preset and only the recipes the apps
// use (DESIGN.md §2: the full default theme is about 300 KB of the first visit). A component whose
// recipe is not here renders unstyled: add the recipe here, or pass `recipe={...}` in the remote.
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { breakpoints } from '@chakra-ui-theme/breakpoints.js';
import { globalCss } from '@chakra-ui-theme/global-css.js';
import { layerStyles } from '@chakra-ui-theme/layer-styles.js';
import { animationStyles } from '@chakra-ui-theme/motion-styles.js';
import { textStyles } from '@chakra-ui-theme/text-styles.js';
import { semanticColors } from '@chakra-ui-theme/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-ui-theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-ui-theme/semantic-tokens/shadows.js';
import { animations } from '@chakra-ui-theme/tokens/animations.js';
import { aspectRatios } from '@chakra-ui-theme/tokens/aspect-ratios.js';
import { blurs } from '@chakra-ui-theme/tokens/blurs.js';
import { borders } from '@chakra-ui-theme/tokens/borders.js';
import { colors } from '@chakra-ui-theme/tokens/colors.js';
import { cursor } from '@chakra-ui-theme/tokens/cursor.js';
import { durations } from '@chakra-ui-theme/tokens/durations.js';
import { easings } from '@chakra-ui-theme/tokens/easings.js';
import { fontSizes } from '@chakra-ui-theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-ui-theme/tokens/font-weights.js';
import { fonts } from '@chakra-ui-theme/tokens/fonts.js';
import { keyframes } from '@chakra-ui-theme/tokens/keyframes.js';
import { letterSpacings } from '@chakra-ui-theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-ui-theme/tokens/line-heights.js';
import { radii } from '@chakra-ui-theme/tokens/radius.js';
import { sizes } from '@chakra-ui-theme/tokens/sizes.js';
import { spacing } from '@chakra-ui-theme/tokens/spacing.js';
import { zIndices } from '@chakra-ui-theme/tokens/z-indices.js';
import { badgeRecipe } from '@chakra-ui-theme/recipes/badge.js';
import { buttonRecipe } from '@chakra-ui-theme/recipes/button.js';
import { headingRecipe } from '@chakra-ui-theme/recipes/heading.js';
import { inputRecipe } from '@chakra-ui-theme/recipes/input.js';
import { textareaRecipe } from '@chakra-ui-theme/recipes/textarea.js';
import { spinnerRecipe } from '@chakra-ui-theme/recipes/spinner.js';
import { linkRecipe } from '@chakra-ui-theme/recipes/link.js';
import { separatorRecipe } from '@chakra-ui-theme/recipes/separator.js';
import { skeletonRecipe } from '@chakra-ui-theme/recipes/skeleton.js';
import { containerRecipe } from '@chakra-ui-theme/recipes/container.js';
import { iconRecipe } from '@chakra-ui-theme/recipes/icon.js';
import { checkmarkRecipe } from '@chakra-ui-theme/recipes/checkmark.js';
import { radiomarkRecipe } from '@chakra-ui-theme/recipes/radiomark.js';
import { inputAddonRecipe } from '@chakra-ui-theme/recipes/input-addon.js';
import { alertSlotRecipe } from '@chakra-ui-theme/recipes/alert.js';
import { avatarSlotRecipe } from '@chakra-ui-theme/recipes/avatar.js';
import { cardSlotRecipe } from '@chakra-ui-theme/recipes/card.js';
import { dialogSlotRecipe } from '@chakra-ui-theme/recipes/dialog.js';
import { drawerSlotRecipe } from '@chakra-ui-theme/recipes/drawer.js';
import { fieldSlotRecipe } from '@chakra-ui-theme/recipes/field.js';
import { menuSlotRecipe } from '@chakra-ui-theme/recipes/menu.js';
import { nativeSelectSlotRecipe } from '@chakra-ui-theme/recipes/native-select.js';
import { toastSlotRecipe } from '@chakra-ui-theme/recipes/toast.js';
import { tableSlotRecipe } from '@chakra-ui-theme/recipes/table.js';
import { tabsSlotRecipe } from '@chakra-ui-theme/recipes/tabs.js';
import { progressSlotRecipe } from '@chakra-ui-theme/recipes/progress.js';
import { collapsibleSlotRecipe } from '@chakra-ui-theme/recipes/collapsible.js';
import { checkboxSlotRecipe } from '@chakra-ui-theme/recipes/checkbox.js';
import { radioGroupSlotRecipe } from '@chakra-ui-theme/recipes/radio-group.js';
import { switchSlotRecipe } from '@chakra-ui-theme/recipes/switch.js';
import { tagSlotRecipe } from '@chakra-ui-theme/recipes/tag.js';
import { emptyStateSlotRecipe } from '@chakra-ui-theme/recipes/empty-state.js';
import { tooltipSlotRecipe } from '@chakra-ui-theme/recipes/tooltip.js';
import { listSlotRecipe } from '@chakra-ui-theme/recipes/list.js';
import { statSlotRecipe } from '@chakra-ui-theme/recipes/stat.js';
import { accordionSlotRecipe } from '@chakra-ui-theme/recipes/accordion.js';
import { popoverSlotRecipe } from '@chakra-ui-theme/recipes/popover.js';
import { selectSlotRecipe } from '@chakra-ui-theme/recipes/select.js';
import { numberInputSlotRecipe } from '@chakra-ui-theme/recipes/number-input.js';
import { fileUploadSlotRecipe } from '@chakra-ui-theme/recipes/file-upload.js';
import { dataListSlotRecipe } from '@chakra-ui-theme/recipes/data-list.js';
import { breadcrumbSlotRecipe } from '@chakra-ui-theme/recipes/breadcrumb.js';
import { segmentGroupSlotRecipe } from '@chakra-ui-theme/recipes/segment-group.js';
import { hoverCardSlotRecipe } from '@chakra-ui-theme/recipes/hover-card.js';
import { blockquoteSlotRecipe } from '@chakra-ui-theme/recipes/blockquote.js';
import { statusSlotRecipe } from '@chakra-ui-theme/recipes/status.js';

const brand = {
  50: { value: '#eaf6ee' },
  100: { value: '#cbe9d5' },
  200: { value: '#9dd4b0' },
  300: { value: '#67bb86' },
  400: { value: '#3c9f63' },
  500: { value: '#23834a' },
  600: { value: '#1b6a3c' },
  700: { value: '#165431' },
  800: { value: '#124027' },
  900: { value: '#0d2e1c' },
  950: { value: '#071a10' },
};

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    body: { ...(globalCss as Record<string, object>).body, bg: 'gray.50', color: 'gray.900' },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      animations, aspectRatios, blurs, borders, durations, easings, fontSizes, fontWeights,
      letterSpacings, lineHeights, radii, spacing, sizes, cursor,
      zIndex: zIndices,
      colors: { ...colors, brand },
      fonts: {
        ...fonts,
        heading: { value: "'Inter', 'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei', system-ui, sans-serif" },
        body: { value: "'Inter', 'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei', system-ui, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        ...semanticColors,
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
      shadows: semanticShadows,
      radii: semanticRadii,
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      textarea: textareaRecipe,
      spinner: spinnerRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      container: containerRecipe,
      icon: iconRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
      inputAddon: inputAddonRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      popover: popoverSlotRecipe,
      select: selectSlotRecipe,
      numberInput: numberInputSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      dataList: dataListSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      hoverCard: hoverCardSlotRecipe,
      blockquote: blockquoteSlotRecipe,
      status: statusSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      progress: progressSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      checkbox: checkboxSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      tag: tagSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      tooltip: tooltipSlotRecipe,
      list: listSlotRecipe,
      stat: statSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);

import {
  colorsTuple,
  createTheme,
  defaultVariantColorsResolver,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * The one Mantine theme of every brand. Colours are not values here but CSS variables:
 * `theme.css` points them at the brand's `--brand-*` tokens, so a brand changes its
 * look by its own theme.css alone. (MantineProvider writes no CSS variables itself,
 * because the page's CSP forbids the `<style>` element it would inject.)
 */
const PRIMARY_COLOR = 'brand';

const brandShades = colorsTuple(
  Array.from({ length: 10 }, (_, shade) => `var(--mantine-color-${PRIMARY_COLOR}-${shade})`),
);

/**
 * Mantine paints filled buttons with white text (`autoContrast` needs real colour values
 * to work); brands name their own text colour on primary, so filled primary surfaces use it.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const primary = (input.color ?? PRIMARY_COLOR) === PRIMARY_COLOR;
  return input.variant === 'filled' && primary
    ? { ...colors, color: 'var(--mantine-primary-color-contrast)' }
    : colors;
};

export const theme = createTheme({
  primaryColor: PRIMARY_COLOR,
  // Dialogs and pop-overs appear without their fade or slide for customers who ask for less motion.
  respectReducedMotion: true,
  colors: { [PRIMARY_COLOR]: brandShades },
  variantColorResolver,
  components: {
    // As GOV.UK: the message sits between the hint and the field, read before the input.
    InputWrapper: {
      defaultProps: { inputWrapperOrder: ['label', 'description', 'error', 'input'] },
    },
    // A dialog's title bar is no page banner: Mantine's <header> outside the page's own made
    // a second banner landmark (axe: landmark-no-duplicate-banner, landmark-unique).
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});

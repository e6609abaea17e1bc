import type { Config } from 'tailwindcss'

/**
 * CasaBite theme, loaded from src/index.css with `@config`.
 * Contrast (WCAG 2.1, checked with the relative-luminance formula):
 *   ink on cream 15.6:1, ink-muted on cream 7.8:1, white on brand-700 8.6:1, brand-700 on cream 8.0:1,
 *   brand-600 on cream 5.9:1 (focus ring, >= 3:1), ink on saffron-300 10.6:1, cream on ink 15.6:1,
 *   saffron-400 on ink 8.8:1 (focus ring on the dark footer), white on leaf-700 8.8:1, danger-700 on cream 7.0:1.
 * saffron-500 and brand-500 are decorative only: they fail 4.5:1 as text on cream.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        cream: '#fbf7f0',
        ink: { DEFAULT: '#2a1b12', muted: '#5e4a3c' },
        brand: {
          50: '#fdf3ef',
          100: '#fae1d6',
          200: '#f3bfa8',
          300: '#e8957a',
          400: '#d96a4a',
          500: '#c44e2b',
          600: '#a93c1c',
          700: '#8a2c0f',
          800: '#6e240e',
          900: '#4f1a0b',
        },
        saffron: {
          100: '#fdf0d3',
          300: '#f5c96a',
          400: '#edb347',
          500: '#d9901f',
        },
        leaf: { 600: '#2f6b3a', 700: '#245430' },
        danger: { 50: '#fdf0ef', 700: '#a3231a' },
      },
      fontFamily: {
        // System faces only: no web-font download, no layout shift, nothing fetched from third parties.
        sans: [
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
        display: ['"Iowan Old Style"', '"Palatino Linotype"', 'Palatino', '"Book Antiqua"', 'Georgia', 'serif'],
      },
      maxWidth: { content: '72rem' },
    },
  },
} satisfies Config

import type { Config } from 'tailwindcss';

// Loaded from app/globals.css with @config. Design tokens of the studio's brand live here.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef4ff',
          100: '#dbe6ff',
          500: '#3d63f5',
          600: '#2747d8',
          700: '#1e37ad',
          900: '#111c4f',
        },
        ink: { DEFAULT: '#101322', muted: '#4a5068' },
        accent: '#ff5c7a',
      },
      screens: {
        // The navbar turns into a drawer at widths up to 1280 px (stores/site.ts MOBILE_BREAKPOINT).
        desk: '1280px',
      },
      maxWidth: { page: '1200px' },
    },
  },
};

export default config;

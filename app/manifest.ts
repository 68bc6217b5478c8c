import type { MetadataRoute } from 'next';
import { brand } from '@/lib/brand';
import en from '@/messages/en.json';

// The web app manifest (served at /manifest.webmanifest and linked from every page's <head>).
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: en.Metadata.title,
    short_name: brand.studio,
    description: en.Metadata.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#2747d8',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/favicon.ico', sizes: '16x16 32x32 48x48', type: 'image/x-icon' },
    ],
  };
}

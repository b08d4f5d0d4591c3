// Renders the app icons (PNG) from the Tend mark with Debian's Chromium. Run once when the mark
// changes: `node scripts/make-icons.mjs`; the PNGs are committed under client/public/icons/.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const GREEN = '#2c6a58';
const sprout = (scale) => {
  // The mark's sprout, drawn on a 64-unit square and shrunk around the centre for maskable icons,
  // whose outer 10% may be cut off by the launcher's mask.
  const t = (1 - scale) * 32;
  return `<g transform="translate(${t} ${t}) scale(${scale})">
    <path d="M32 50V30" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
    <path d="M32 32c0-9 6-15 15-15 0 9-6 15-15 15Z" fill="#bfe3d3"/>
    <path d="M32 38c0-8-5-13-13-13 0 8 5 13 13 13Z" fill="#fff"/></g>`;
};
const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;
const icons = [
  // "any": the rounded mark with transparent corners, as the favicon.
  {
    file: 'icon-192.png',
    size: 192,
    svg: svg(`<rect width="64" height="64" rx="16" fill="${GREEN}"/>${sprout(1)}`),
  },
  {
    file: 'icon-512.png',
    size: 512,
    svg: svg(`<rect width="64" height="64" rx="16" fill="${GREEN}"/>${sprout(1)}`),
  },
  // maskable: full bleed, the sprout inside the central safe zone.
  {
    file: 'maskable-192.png',
    size: 192,
    svg: svg(`<rect width="64" height="64" fill="${GREEN}"/>${sprout(0.72)}`),
  },
  {
    file: 'maskable-512.png',
    size: 512,
    svg: svg(`<rect width="64" height="64" fill="${GREEN}"/>${sprout(0.72)}`),
  },
  // iOS rounds the corners itself and shows transparency as black.
  {
    file: 'apple-touch-icon.png',
    size: 180,
    svg: svg(`<rect width="64" height="64" fill="${GREEN}"/>${sprout(0.86)}`),
  },
];

mkdirSync('client/public/icons', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
  );
  await page.screenshot({ path: `client/public/icons/${icon.file}`, omitBackground: true });
  console.log(`client/public/icons/${icon.file}`);
}
await browser.close();

// Regenerates the PWA's PNG icons from the SVGs in public/icons (run from client/: node src/pwa/make-icons.mjs).
// sharp is a server dependency; npm workspaces hoist it to the root node_modules.
import sharp from 'sharp';

const dir = new URL('../../public/icons/', import.meta.url).pathname;
const render = (svg, size) => sharp(`${dir}${svg}`, { density: 300 }).resize(size, size);

await render('icon.svg', 192).png().toFile(`${dir}icon-192.png`);
await render('icon.svg', 512).png().toFile(`${dir}icon-512.png`);
await render('maskable.svg', 512).png().toFile(`${dir}maskable-512.png`);
await render('icon.svg', 180).flatten({ background: '#0162a6' }).png().toFile(`${dir}apple-touch-icon.png`);
await render('icon.svg', 96).png().toFile(`${dir}badge-96.png`);
await render('icon.svg', 48).png().toFile(`${dir}favicon-48.png`);

import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppSplash } from '../src/app/AppSplash';
import { PenLogo } from '../src/components/PenLogo';

// Chromium renders an SVG picture that is an image resource (an <img>, the favicon, a manifest
// icon) in a document of its own on the page's main thread: 27-119 ms each in the Lighthouse
// traces of a cold /dashboard. The pictures every page load shows are inline SVG or PNG.
const root = join(import.meta.dirname, '..');

describe('the pictures of every page load', () => {
  it('the start-up picture is drawn inline, in index.html and in AppSplash', () => {
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    expect(html).not.toMatch(/\.svg["']/);
    expect(html).toMatch(/<div class="app-splash"[^]*<svg class="pen-logo"/);
    const { container } = render(<AppSplash />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.pen-logo')).toBeTruthy();
  });

  it('index.html, PenLogo and public/icons/icon.svg (the PNG icons\' source) draw the same mark', () => {
    const parse = (text: string) => new DOMParser().parseFromString(text, 'text/html').querySelector('svg');
    const staticLogo = parse(readFileSync(join(root, 'index.html'), 'utf8'));
    const iconFile = parse(readFileSync(join(root, 'public', 'icons', 'icon.svg'), 'utf8'));
    const { container } = render(<PenLogo size={56} />);
    // The drawing: the same elements and attributes in the same order; only the gradient's id differs.
    const drawing = (svg: Element | null) => {
      const inner = svg?.innerHTML ?? '';
      const id = /id="([^"]+)"/.exec(inner)?.[1] ?? 'none';
      return inner.replaceAll(id, 'ID').replace(/>\s+</g, '><').trim();
    };
    expect(staticLogo?.getAttribute('class')).toBe('pen-logo');
    expect(drawing(staticLogo)).toContain('<linearGradient id="ID"');
    expect(drawing(staticLogo)).toBe(drawing(container.querySelector('svg.pen-logo')));
    expect(drawing(iconFile)).toBe(drawing(staticLogo));
  });

  it('the favicon and the manifest icons are PNG', () => {
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((m) => m[1]);
    expect(icons.length).toBeGreaterThanOrEqual(2);
    const manifest = JSON.parse(readFileSync(join(root, 'public', 'manifest.webmanifest'), 'utf8')) as { icons: Array<{ src: string; type?: string }> };
    for (const src of [...icons, ...manifest.icons.map((i) => i.src)]) expect(src).toMatch(/\.png$/);
  });
});

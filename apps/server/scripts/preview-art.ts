/**
 * Draws every product drawing of a group (or of all groups) into one contact sheet PNG, to look at:
 *   npx tsx apps/server/scripts/preview-art.ts computers /tmp/art-computers.png
 * Each row is one kind: three hues in view 1, then views 2 and 3. A third argument limits the sheet to some
 * kinds: `... computers /tmp/some.png mouse,printer`.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { productPicture } from '../src/modules/media/art';
import { DRAWING_GROUPS, DRAWINGS } from '../src/modules/media/drawings';

const [groupName = 'all', output = `/tmp/art-${groupName}.png`, only] = process.argv.slice(2);
const drawings = groupName === 'all' ? DRAWINGS : DRAWING_GROUPS[groupName as keyof typeof DRAWING_GROUPS];
if (!drawings) throw new Error(`no group ${groupName}; groups: ${Object.keys(DRAWING_GROUPS).join(', ')}`);

const tile = (svg: string | null) =>
  svg
    ? `<img class="tile" src="data:image/svg+xml,${encodeURIComponent(svg)}">`
    : '<div class="tile">missing</div>';
const kinds = Object.keys(drawings).filter((kind) => !only || only.split(',').includes(kind));
const rows = kinds.map(
  (kind) =>
    `<div class="row"><div class="name">${kind}</div>${[
      productPicture(kind, 210, 1),
      productPicture(kind, 10, 1),
      productPicture(kind, 140, 1),
      productPicture(kind, 210, 2),
      productPicture(kind, 210, 3),
    ]
      .map(tile)
      .join('')}</div>`,
);
const html = `<!doctype html><style>
  body { margin: 8px; font: 14px system-ui; background: #fff; }
  .row { display: flex; align-items: center; gap: 6px; margin-bottom: 6px; }
  .name { width: 150px; }
  .tile { width: 180px; height: 180px; display: block; }
</style>${rows.join('')}`;
writeFileSync(output.replace(/\.png$/, '.html'), html);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1100, height: 400 } });
await page.setContent(html);
await page.screenshot({ path: output, fullPage: true });
await browser.close();
// eslint-disable-next-line no-console
console.log(`${Object.keys(drawings).length} drawings -> ${output}`);

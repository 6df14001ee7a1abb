import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { allBundledImages, bundledImagesDir, renderBundledImage } from './bundled-images.ts';

/**
 * Writes every bundled picture to `generator/assets/images/`. Run after changing a motif, scene or
 * palette (a test fails while the files on disk differ from what the code draws):
 *
 *   node --import tsx generator/src/images/bundled/write-bundled-images.ts
 */
async function main(): Promise<void> {
  await mkdir(bundledImagesDir, { recursive: true });
  const pictures = allBundledImages();
  for (const picture of pictures) {
    await writeFile(path.join(bundledImagesDir, picture.file), renderBundledImage(picture.set, picture.kind));
  }
  console.log(`wrote ${pictures.length} pictures to ${bundledImagesDir}`);
}

await main();

import { describe, expect, it } from 'vitest';
import { entryKey, manifestKeyOfPage, staticClosure, type ViteManifest } from './vite-manifest.ts';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/a-page.tsx'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  '_parts.js': { file: 'assets/parts-1.js', imports: ['_react.js'] },
  'src/a-page.tsx': { file: 'assets/a-1.js', isDynamicEntry: true, imports: ['_parts.js', '_react.js'] },
};

describe('the Vite manifest', () => {
  it('gives a chunk’s static closure, without its dynamic imports', () => {
    expect(staticClosure(manifest, entryKey)).toEqual(['assets/index-1.js', 'assets/react-1.js']);
    expect(staticClosure(manifest, manifestKeyOfPage('./a-page.tsx'))).toEqual([
      'assets/a-1.js',
      'assets/parts-1.js',
      'assets/react-1.js',
    ]);
  });

  it('fails loudly on a key it does not have', () => {
    expect(() => staticClosure(manifest, 'src/missing.tsx')).toThrow(/no chunk src\/missing.tsx/);
  });
});

import { describe, expect, it } from 'vitest';
import { purgeCss, usedClasses } from './purge-css.ts';

const used = new Set(['sw-a', 'sw-b']);

describe('purgeCss', () => {
  it('keeps rules whose classes are all used and drops the others', () => {
    expect(purgeCss('.sw-a{color:red}.sw-c{color:blue}.sw-a .sw-c{x:y}', used)).toBe('.sw-a{color:red}');
  });

  it('keeps the used parts of a selector list', () => {
    expect(purgeCss('.sw-a,.sw-c,h1{margin:0}', used)).toBe('.sw-a,h1{margin:0}');
  });

  it('never drops for classes inside :not(), :is(), :has() or attribute values', () => {
    const css =
      '.sw-a:not(.sw-c){a:b}header:has(>.sw-c){c:d}[class*=sw-c.x]{e:f}.sw-b:is(.sw-z,.sw-y) p{g:h}';
    expect(purgeCss(css, used)).toBe(css);
  });

  it('purges inside @media and @supports, drops emptied blocks, keeps other at-rules whole', () => {
    const css =
      '@font-face{font-family:X;src:url(a.woff2)}@media (min-width:768px){.sw-c{a:b}}@media (min-width:992px){.sw-a{a:b}.sw-c{c:d}}@keyframes k{0%{opacity:0}}';
    expect(purgeCss(css, used)).toBe(
      '@font-face{font-family:X;src:url(a.woff2)}@media (min-width:992px){.sw-a{a:b}}@keyframes k{0%{opacity:0}}',
    );
  });

  it('keeps element, :root and statement rules, and braces inside strings', () => {
    const css = '@charset "UTF-8";:root{--x:1}body{margin:0}.sw-a:after{content:"}{"}';
    expect(purgeCss(css, used)).toBe(css);
  });
});

describe('usedClasses', () => {
  it('reads every class of the page, plus the classes scripts add', () => {
    const classes = usedClasses(
      '<div class="sw-a sw-b"><p class="x">sw-c</p><i data-class="sw-d"></i></div>',
    );
    expect([...classes].sort()).toEqual(['sw-a', 'sw-b', 'sw-menu-open', 'x']);
  });
});

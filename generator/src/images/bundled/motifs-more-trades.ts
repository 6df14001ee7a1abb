import { type Motif, sparkle } from './palette.ts';

/** Emblems of trades none of the 30 industries draws (pets, photography, keys …), each in a 100 × 100 box. */

export const pawAndBone: Motif = (c) =>
  `<ellipse cx="50" cy="94" rx="38" ry="4" fill="${c.d}" opacity=".2"/><ellipse cx="50" cy="50" rx="17" ry="14" fill="${c.p}"/><ellipse cx="29" cy="30" rx="7" ry="9" fill="${c.p}"/><ellipse cx="43" cy="18" rx="7" ry="9" fill="${c.p}"/><ellipse cx="58" cy="18" rx="7" ry="9" fill="${c.p}"/><ellipse cx="71" cy="30" rx="7" ry="9" fill="${c.p}"/><g transform="rotate(-12 50 80)" fill="${c.l}" stroke="${c.d}" stroke-width="3"><rect x="26" y="74" width="48" height="11" rx="5"/><circle cx="24" cy="74" r="6"/><circle cx="24" cy="85" r="6"/><circle cx="76" cy="74" r="6"/><circle cx="76" cy="85" r="6"/></g>`;

export const camera: Motif = (c) =>
  `<rect x="30" y="18" width="24" height="14" rx="3" fill="${c.d}"/><rect x="10" y="28" width="80" height="54" rx="9" fill="${c.p}"/><rect x="10" y="40" width="80" height="6" fill="${c.d}" opacity=".25"/><circle cx="50" cy="56" r="21" fill="${c.d}"/><circle cx="50" cy="56" r="14" fill="${c.s}"/><circle cx="44" cy="50" r="5" fill="${c.l}"/><rect x="70" y="33" width="12" height="7" rx="2" fill="${c.a}"/>${sparkle(88, 14, 8, c.a)}`;

export const keyAndPadlock: Motif = (c) =>
  `<path d="M58 46V32A12 12 0 0 1 82 32V46" fill="none" stroke="${c.d}" stroke-width="7"/><rect x="48" y="44" width="44" height="40" rx="7" fill="${c.p}"/><circle cx="70" cy="60" r="6" fill="${c.d}"/><rect x="67" y="62" width="6" height="12" rx="2" fill="${c.d}"/><circle cx="22" cy="22" r="12" fill="none" stroke="${c.a}" stroke-width="7"/><rect x="18" y="33" width="8" height="56" rx="2" fill="${c.a}"/><rect x="26" y="70" width="10" height="6" fill="${c.a}"/><rect x="26" y="80" width="7" height="6" fill="${c.a}"/>`;

export const movingTruck: Motif = (c) =>
  `<rect x="14" y="14" width="22" height="18" fill="${c.a}"/><path d="M14 23H36" stroke="${c.d}" stroke-width="2"/><rect x="38" y="20" width="18" height="12" fill="${c.a}"/><rect x="4" y="32" width="60" height="40" rx="3" fill="${c.p}"/><path d="M64 44H80L94 58V72H64Z" fill="${c.s}"/><path d="M68 48H78L87 58H68Z" fill="${c.l}"/><circle cx="22" cy="76" r="10" fill="${c.d}"/><circle cx="78" cy="76" r="10" fill="${c.d}"/><circle cx="22" cy="76" r="4" fill="${c.l}"/><circle cx="78" cy="76" r="4" fill="${c.l}"/>`;

export const balloons: Motif = (c) => {
  let confetti = '';
  for (const [x, y, r, fill] of [
    [12, 70, 20, c.a],
    [84, 78, -30, c.p],
    [20, 90, 40, c.s],
    [90, 18, 10, c.s],
  ] as const)
    confetti += `<rect x="${x}" y="${y}" width="6" height="3" fill="${fill}" transform="rotate(${r} ${x} ${y})"/>`;
  return `<path d="M34 50Q40 72 52 92M58 42Q56 70 52 92M72 62Q62 78 52 92" fill="none" stroke="${c.d}" stroke-width="2"/><ellipse cx="34" cy="32" rx="14" ry="18" fill="${c.p}"/><ellipse cx="58" cy="24" rx="14" ry="18" fill="${c.a}"/><ellipse cx="72" cy="45" rx="13" ry="17" fill="${c.s}"/><path d="M31 50H37L34 54ZM55 42H61L58 46ZM69 62H75L72 66Z" fill="${c.d}"/><ellipse cx="29" cy="25" rx="3" ry="5" fill="${c.l}" opacity=".7"/>${confetti}`;
};

export const toyBlocks: Motif = (c) =>
  `<g stroke="${c.d}" stroke-width="3"><rect x="12" y="58" width="32" height="32" rx="3" fill="${c.p}"/><rect x="50" y="58" width="32" height="32" rx="3" fill="${c.a}"/><rect x="31" y="24" width="32" height="32" rx="3" fill="${c.s}"/></g><circle cx="28" cy="74" r="8" fill="${c.l}"/><path d="M66 64L76 82H56Z" fill="${c.l}"/><path d="M47 30L50 37L57 37L51 42L54 49L47 45L40 49L43 42L37 37L44 37Z" fill="${c.l}"/>`;

export const spoolAndNeedle: Motif = (c) => {
  let thread = '';
  for (let y = 32; y <= 70; y += 8) thread += `M30 ${y}H54`;
  return `<rect x="22" y="18" width="40" height="9" rx="3" fill="${c.d}"/><rect x="22" y="77" width="40" height="9" rx="3" fill="${c.d}"/><rect x="28" y="27" width="28" height="50" fill="${c.p}"/><path d="${thread}" stroke="${c.s}" stroke-width="2"/><path d="M56 40Q78 44 74 62Q70 80 84 84" fill="none" stroke="${c.p}" stroke-width="2"/><path d="M72 92L90 14" stroke="${c.d}" stroke-width="3" stroke-linecap="round"/><ellipse cx="88" cy="22" rx="2" ry="4" fill="${c.l}" transform="rotate(13 88 22)"/>`;
};

export const paletteAndBrush: Motif = (c) =>
  `<path d="M50 14C76 14 94 30 94 50C94 66 82 74 70 70C62 67 58 72 60 80C62 90 54 94 46 92C22 88 6 72 6 52C6 30 26 14 50 14Z" fill="${c.l}" stroke="${c.d}" stroke-width="3"/><circle cx="28" cy="42" r="7" fill="${c.p}"/><circle cx="44" cy="28" r="7" fill="${c.a}"/><circle cx="64" cy="28" r="7" fill="${c.s}"/><circle cx="78" cy="46" r="7" fill="${c.d}"/><g transform="rotate(35 44 64)"><rect x="40" y="44" width="8" height="44" rx="3" fill="${c.d}"/><path d="M40 44H48L46 30Q44 26 42 30Z" fill="${c.p}"/></g>`;

export const wrenchAndGear: Motif = (c) =>
  `<circle cx="62" cy="50" r="25" fill="none" stroke="${c.s}" stroke-width="10" stroke-dasharray="9 10.6"/><circle cx="62" cy="50" r="21" fill="${c.s}"/><circle cx="62" cy="50" r="9" fill="${c.l}"/><g transform="rotate(45 32 68)"><rect x="28" y="52" width="9" height="44" rx="4" fill="${c.d}"/><path d="M22 40A13 13 0 1 0 43 40L38 48H27Z" fill="${c.d}"/></g>`;

export const iceCreamCone: Motif = (c) =>
  `<path d="M32 50H68L50 95Z" fill="${c.a}"/><path d="M38 60L60 60M42 70L57 70M46 80L54 80M40 52L56 84M60 52L46 84" stroke="${c.d}" stroke-width="2" opacity=".4"/><circle cx="40" cy="44" r="14" fill="${c.p}"/><circle cx="60" cy="44" r="14" fill="${c.s}"/><circle cx="50" cy="28" r="14" fill="${c.l}"/><circle cx="52" cy="12" r="5" fill="${c.p}"/><path d="M44 24l4 2M56 32l3-3M38 40l3 3M62 40l-4 2" stroke="${c.d}" stroke-width="2" stroke-linecap="round"/>`;

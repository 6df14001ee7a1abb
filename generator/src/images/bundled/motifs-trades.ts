import { type Motif, n, sparkle } from './palette.ts';

/** Emblems of the hands-on trades and shops, each in a 100 × 100 box. */

export const bicycle: Motif = (c) =>
  `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><circle cx="24" cy="66" r="18" stroke="${c.d}" stroke-width="5"/><circle cx="76" cy="66" r="18" stroke="${c.d}" stroke-width="5"/><path d="M24 66L42 40H66L76 66M42 40L50 66H24M50 66L66 40" stroke="${c.p}" stroke-width="5"/><path d="M42 40L39 31M33 31H46M66 40L62 27H72" stroke="${c.d}" stroke-width="5"/></g><circle cx="50" cy="66" r="6" fill="${c.a}"/>`;

export const books: Motif = (c) =>
  `<rect x="12" y="72" width="76" height="16" rx="2" fill="${c.p}"/><rect x="18" y="56" width="66" height="16" rx="2" fill="${c.s}"/><rect x="14" y="40" width="70" height="16" rx="2" fill="${c.a}"/><path d="M22 72V88M76 56V72M24 40V56" stroke="${c.l}" stroke-width="3"/><rect x="52" y="4" width="14" height="36" rx="2" fill="${c.d}" transform="rotate(18 59 22)"/>`;

export const car: Motif = (c) =>
  `<path d="M6 66V54Q6 46 14 45L30 43L42 31Q46 27 54 27H68Q74 27 78 32L88 43Q96 45 96 53V66Z" fill="${c.p}"/><path d="M38 43L47 33H58V43ZM62 33H68Q71 33 73 36L79 43H62Z" fill="${c.l}"/><circle cx="28" cy="68" r="10" fill="${c.d}"/><circle cx="74" cy="68" r="10" fill="${c.d}"/><circle cx="28" cy="68" r="4" fill="${c.l}"/><circle cx="74" cy="68" r="4" fill="${c.l}"/>${sparkle(20, 24, 9, c.a)}${sparkle(88, 16, 6, c.a)}<circle cx="56" cy="88" r="5" fill="none" stroke="${c.s}" stroke-width="2"/><circle cx="68" cy="92" r="3" fill="none" stroke="${c.s}" stroke-width="2"/>`;

export const saw: Motif = (c) => {
  let teeth = 'M14 60';
  for (let i = 1; i <= 10; i++)
    teeth += `L${14 + i * 6 - 3} ${n(60 - i * 1.2 + 4)}L${14 + i * 6} ${n(60 - i * 1.2)}`;
  return `<path d="M10 40L70 28L74 48L14 60Z" fill="${c.l}" stroke="${c.d}" stroke-width="2"/><path d="${teeth}" fill="none" stroke="${c.d}" stroke-width="2"/><rect x="68" y="22" width="24" height="32" rx="7" fill="${c.s}" transform="rotate(-12 80 38)"/><ellipse cx="80" cy="37" rx="5" ry="8" fill="${c.l}"/><rect x="24" y="70" width="64" height="8" rx="4" fill="${c.a}" transform="rotate(-8 56 74)"/><rect x="14" y="62" width="14" height="26" rx="3" fill="${c.d}" transform="rotate(-8 21 75)"/>`;
};

export const cloche: Motif = (c) =>
  `<path d="M14 72A36 36 0 0 1 86 72Z" fill="${c.s}"/><path d="M26 62A26 26 0 0 1 44 42" fill="none" stroke="${c.l}" stroke-width="4" stroke-linecap="round"/><circle cx="50" cy="32" r="6" fill="${c.d}"/><rect x="6" y="72" width="88" height="8" rx="4" fill="${c.d}"/><path d="M36 20Q32 14 36 8M50 18Q46 12 50 4M64 20Q60 14 64 8" fill="none" stroke="${c.a}" stroke-width="3" stroke-linecap="round"/>`;

export const chessKnight: Motif = (c) => {
  let board = '';
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) if ((i + j) % 2 === 0) board += `M${4 + i * 10} ${58 + j * 10}h10v10h-10z`;
  return `<rect x="4" y="58" width="40" height="40" fill="${c.l}"/><path d="${board}" fill="${c.s}"/><path d="M40 88H84V80H78L76 62Q88 52 82 36Q74 18 54 16L50 8L44 18Q34 24 32 40L40 46L50 40Q52 48 46 54Q40 62 42 80H40Z" fill="${c.d}"/><circle cx="58" cy="28" r="3" fill="${c.l}"/><rect x="34" y="86" width="56" height="8" rx="3" fill="${c.p}"/>`;
};

export const coffeeCup: Motif = (c) =>
  `<path d="M38 30Q32 22 38 14Q44 6 38 0M52 30Q46 22 52 14Q58 6 52 0" fill="none" stroke="${c.s}" stroke-width="4" stroke-linecap="round"/><path d="M74 46Q92 46 89 58Q86 69 72 66" fill="none" stroke="${c.p}" stroke-width="6"/><path d="M20 38H76V60Q76 80 56 80H40Q20 80 20 60Z" fill="${c.p}"/><ellipse cx="48" cy="38" rx="28" ry="4" fill="${c.d}"/><ellipse cx="48" cy="84" rx="38" ry="6" fill="${c.d}"/><ellipse cx="86" cy="90" rx="6" ry="4" fill="${c.a}" transform="rotate(-30 86 90)"/>`;

export const condoBuilding: Motif = (c) => {
  let windows = '';
  for (let row = 0; row < 6; row++)
    for (let col = 0; col < 3; col++) windows += `M${26 + col * 12} ${20 + row * 11}h7v6h-7z`;
  for (let row = 0; row < 4; row++) windows += `M62 ${44 + row * 11}h7v6h-7zM74 ${44 + row * 11}h7v6h-7z`;
  return `<rect x="20" y="12" width="42" height="80" fill="${c.p}"/><rect x="56" y="36" width="32" height="56" fill="${c.s}"/><path d="${windows}" fill="${c.l}"/><rect x="35" y="80" width="12" height="12" fill="${c.d}"/><circle cx="82" cy="18" r="7" fill="none" stroke="${c.a}" stroke-width="4"/><path d="M76 24L60 40M66 34L70 38" stroke="${c.a}" stroke-width="4" stroke-linecap="round"/>`;
};

export const lightBulb: Motif = (c) =>
  `<path d="M50 4V0M20 14L17 11M80 14L83 11M8 38H4M92 38H96" stroke="${c.a}" stroke-width="4" stroke-linecap="round"/><circle cx="50" cy="36" r="26" fill="${c.a}"/><path d="M36 56H64L61 66H39Z" fill="${c.a}"/><path d="M42 44L46 34L50 44L54 34L58 44" fill="none" stroke="${c.d}" stroke-width="2.5"/><rect x="39" y="66" width="22" height="7" rx="2" fill="${c.d}"/><rect x="41" y="75" width="18" height="7" rx="2" fill="${c.d}"/><path d="M46 84H54L50 90Z" fill="${c.d}"/><path d="M84 52L72 74H81L74 94L94 66H84L90 52Z" fill="${c.p}"/>`;

export const hardHatHouse: Motif = (c) =>
  `<path d="M12 90V52L50 20L88 52V90" fill="none" stroke="${c.d}" stroke-width="5" stroke-linejoin="round"/><path d="M31 90V37M50 90V22M69 90V37M12 66H88" stroke="${c.s}" stroke-width="3"/><path d="M40 84Q40 60 62 60Q84 60 84 84Z" fill="${c.a}"/><rect x="34" y="82" width="58" height="8" rx="4" fill="${c.a}"/><rect x="59" y="56" width="6" height="28" rx="3" fill="${c.l}"/>`;

export const tree: Motif = (c) =>
  `<ellipse cx="50" cy="92" rx="40" ry="5" fill="${c.d}" opacity=".25"/><rect x="44" y="56" width="12" height="36" rx="3" fill="${c.d}"/><circle cx="32" cy="50" r="18" fill="${c.s}"/><circle cx="68" cy="50" r="18" fill="${c.s}"/><circle cx="50" cy="34" r="26" fill="${c.p}"/><path d="M84 40V88" stroke="${c.d}" stroke-width="4"/><path d="M78 84H90L88 96H80Z" fill="${c.a}"/>`;

export const tire: Motif = (c) => {
  let nuts = '';
  for (let i = 0; i < 5; i++) {
    const angle = (i / 5) * Math.PI * 2;
    nuts += `<circle cx="${Math.round(50 + 11 * Math.sin(angle))}" cy="${Math.round(50 - 11 * Math.cos(angle))}" r="3" fill="${c.d}"/>`;
  }
  return `<circle cx="50" cy="50" r="42" fill="${c.d}"/><circle cx="50" cy="50" r="37" fill="none" stroke="${c.s}" stroke-width="6" stroke-dasharray="6 5" opacity=".6"/><circle cx="50" cy="50" r="22" fill="${c.l}"/><circle cx="50" cy="50" r="6" fill="${c.p}"/>${nuts}`;
};

export const sprayBottle: Motif = (c) =>
  `<path d="M30 42H60L66 88Q66 94 60 94H30Q24 94 24 88Z" fill="${c.p}"/><rect x="36" y="30" width="18" height="12" fill="${c.s}"/><path d="M30 14H68L74 24H56V30H36Z" fill="${c.d}"/><path d="M58 24L52 38" stroke="${c.d}" stroke-width="4" stroke-linecap="round"/><rect x="32" y="56" width="26" height="22" rx="3" fill="${c.l}"/><circle cx="84" cy="20" r="6" fill="none" stroke="${c.s}" stroke-width="2.5"/><circle cx="90" cy="40" r="4" fill="none" stroke="${c.s}" stroke-width="2.5"/><circle cx="78" cy="54" r="8" fill="none" stroke="${c.s}" stroke-width="2.5"/>${sparkle(88, 70, 7, c.a)}`;

export const bug: Motif = (c) =>
  `<path d="M34 46L20 38M33 58H16M34 70L20 80M66 46L80 38M67 58H84M66 70L80 80M46 24L40 14M54 24L60 14" stroke="${c.d}" stroke-width="4" stroke-linecap="round"/><ellipse cx="50" cy="58" rx="18" ry="24" fill="${c.d}"/><circle cx="50" cy="30" r="10" fill="${c.d}"/><path d="M50 36V80" stroke="${c.l}" stroke-width="2"/><circle cx="50" cy="50" r="44" fill="none" stroke="${c.a}" stroke-width="7"/><path d="M19 19L81 81" stroke="${c.a}" stroke-width="7"/>`;

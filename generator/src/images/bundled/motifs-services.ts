import { type Motif, sparkle } from './palette.ts';

/** Emblems of the care, wellbeing and professional services, each in a 100 × 100 box. */

export const calculator: Motif = (c) => {
  let keys = '';
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 3; col++) keys += `M${30 + col * 14} ${40 + row * 12}h11v8h-11z`;
  return `<rect x="22" y="10" width="56" height="82" rx="8" fill="${c.d}"/><rect x="30" y="18" width="40" height="15" rx="3" fill="${c.l}"/><path d="${keys}" fill="${c.s}"/><circle cx="82" cy="80" r="13" fill="${c.a}"/><circle cx="82" cy="80" r="8" fill="none" stroke="${c.l}" stroke-width="2"/>`;
};

export const scissorsComb: Motif = (c) =>
  `<path d="M33 60L72 10L77 14L38 64Z" fill="${c.s}"/><path d="M51 64L36 8L42 6L57 62Z" fill="${c.s}"/><g fill="none" stroke="${c.d}" stroke-width="6"><circle cx="29" cy="72" r="11"/><circle cx="57" cy="76" r="11"/></g><circle cx="45" cy="44" r="3" fill="${c.d}"/><rect x="74" y="38" width="7" height="56" rx="3" fill="${c.a}"/><path d="M81 41V92" stroke="${c.a}" stroke-width="10" stroke-dasharray="3 3"/>`;

export const tooth: Motif = (c) =>
  `<path d="M30 16Q40 10 50 18Q60 10 70 16Q84 26 76 50Q72 62 70 80Q68 92 62 88Q58 74 50 68Q42 74 38 88Q32 92 30 80Q28 62 24 50Q16 26 30 16Z" fill="${c.l}" stroke="${c.d}" stroke-width="3"/><path d="M30 30Q32 22 40 22" fill="none" stroke="${c.s}" stroke-width="4" stroke-linecap="round"/>${sparkle(84, 16, 10, c.a)}${sparkle(14, 60, 6, c.a)}`;

export const dumbbell: Motif = (c) =>
  `<g transform="rotate(-20 50 50)"><rect x="18" y="46" width="64" height="8" rx="3" fill="${c.d}"/><rect x="10" y="30" width="10" height="40" rx="3" fill="${c.p}"/><rect x="20" y="36" width="8" height="28" rx="3" fill="${c.s}"/><rect x="80" y="30" width="10" height="40" rx="3" fill="${c.p}"/><rect x="72" y="36" width="8" height="28" rx="3" fill="${c.s}"/></g><path d="M70 70Q70 60 80 60Q90 60 90 70" fill="none" stroke="${c.d}" stroke-width="5"/><circle cx="80" cy="82" r="14" fill="${c.d}"/>`;

export const hairDryer: Motif = (c) =>
  `<rect x="30" y="50" width="15" height="40" rx="6" fill="${c.s}" transform="rotate(12 37 70)"/><rect x="48" y="26" width="36" height="22" rx="5" fill="${c.p}"/><rect x="82" y="23" width="7" height="28" rx="2" fill="${c.d}"/><circle cx="38" cy="37" r="24" fill="${c.p}"/><circle cx="38" cy="37" r="11" fill="${c.l}"/><path d="M38 30V44M31 37H45" stroke="${c.d}" stroke-width="3"/><path d="M94 30H100M94 38H100M94 46H100" stroke="${c.a}" stroke-width="3" stroke-linecap="round"/>`;

export const thermostat: Motif = (c) =>
  `<circle cx="50" cy="54" r="36" fill="${c.l}" stroke="${c.d}" stroke-width="4"/><path d="M50 28A26 26 0 0 0 50 80" fill="none" stroke="${c.a}" stroke-width="8"/><path d="M50 28A26 26 0 0 1 50 80" fill="none" stroke="${c.s}" stroke-width="8"/><circle cx="50" cy="54" r="8" fill="${c.d}"/><path d="M50 54L64 42" stroke="${c.d}" stroke-width="4" stroke-linecap="round"/><path d="M14 20Q4 8 14 0Q12 8 20 12Q24 20 14 20Z" fill="${c.a}"/><path d="M86 2V22M77 7L95 17M77 17L95 7" stroke="${c.s}" stroke-width="3" stroke-linecap="round"/>`;

export const medicalCross: Motif = (c) =>
  `<circle cx="50" cy="44" r="34" fill="${c.l}"/><path d="M42 22H58V36H72V52H58V66H42V52H28V36H42Z" fill="${c.a}"/><path d="M18 66Q18 94 44 94Q62 94 68 84" fill="none" stroke="${c.d}" stroke-width="4"/><circle cx="71" cy="80" r="6" fill="${c.s}"/>`;

export const musicNotes: Motif = (c) =>
  `<path d="M39 76V26L79 16V66" fill="none" stroke="${c.d}" stroke-width="4"/><path d="M39 26L79 16V26L39 36Z" fill="${c.d}"/><ellipse cx="30" cy="77" rx="11" ry="8" fill="${c.p}" transform="rotate(-20 30 77)"/><ellipse cx="70" cy="67" rx="11" ry="8" fill="${c.p}" transform="rotate(-20 70 67)"/><path d="M12 30V56" stroke="${c.s}" stroke-width="3"/><ellipse cx="8" cy="57" rx="6" ry="4" fill="${c.s}" transform="rotate(-20 8 57)"/>${sparkle(90, 84, 7, c.a)}`;

export const heartInHands: Motif = (c) =>
  `<path d="M50 70C22 52 16 36 25 25C34 14 46 20 50 30C54 20 66 14 75 25C84 36 78 52 50 70Z" fill="${c.a}"/><path d="M8 56Q16 90 50 92Q84 90 92 56Q82 68 66 74Q58 78 50 78Q42 78 34 74Q18 68 8 56Z" fill="${c.p}"/>`;

export const apple: Motif = (c) =>
  `<path d="M50 30C30 18 12 34 18 56C22 76 36 92 50 86C64 92 78 76 82 56C88 34 70 18 50 30Z" fill="${c.a}"/><path d="M50 30Q48 18 54 8" fill="none" stroke="${c.d}" stroke-width="4" stroke-linecap="round"/><path d="M54 18Q66 4 80 10Q70 24 54 18Z" fill="${c.p}"/><path d="M28 44Q30 36 38 34" fill="none" stroke="${c.l}" stroke-width="4" stroke-linecap="round"/>`;

export const stretchingFigure: Motif = (c) =>
  `<ellipse cx="50" cy="94" rx="40" ry="4" fill="${c.d}" opacity=".2"/><circle cx="46" cy="14" r="9" fill="${c.p}"/><path d="M46 28V56M46 34L26 22M46 34L68 24M46 56L44 92M46 56L66 62L62 82" fill="none" stroke="${c.p}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><circle cx="82" cy="80" r="14" fill="${c.a}"/><path d="M70 76Q82 70 94 76" fill="none" stroke="${c.l}" stroke-width="3"/>`;

export const houseForSale: Motif = (c) =>
  `<path d="M16 52L46 26L76 52V90H16Z" fill="${c.p}"/><path d="M8 54L46 20L84 54" fill="none" stroke="${c.d}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><rect x="38" y="66" width="14" height="24" fill="${c.d}"/><rect x="22" y="58" width="12" height="12" fill="${c.l}"/><rect x="58" y="58" width="12" height="12" fill="${c.l}"/><path d="M90 92V56" stroke="${c.d}" stroke-width="4"/><rect x="76" y="60" width="24" height="16" rx="2" fill="${c.a}"/><path d="M80 68H96" stroke="${c.l}" stroke-width="3"/>`;

export const plateAndCutlery: Motif = (c) =>
  `<circle cx="50" cy="52" r="32" fill="${c.l}" stroke="${c.s}" stroke-width="3"/><circle cx="50" cy="52" r="21" fill="none" stroke="${c.s}" stroke-width="2"/><path d="M7 14V34Q7 40 12 40Q17 40 17 34V14M12 14V32" fill="none" stroke="${c.d}" stroke-width="2.5"/><rect x="10" y="40" width="5" height="50" rx="2.5" fill="${c.d}"/><path d="M86 14Q95 30 90 48H86Z" fill="${c.d}"/><rect x="85" y="48" width="5" height="42" rx="2.5" fill="${c.d}"/><circle cx="44" cy="48" r="6" fill="${c.a}"/><circle cx="56" cy="56" r="5" fill="${c.p}"/>`;

export const lotusStones: Motif = (c) =>
  `<ellipse cx="50" cy="86" rx="32" ry="9" fill="${c.d}"/><ellipse cx="50" cy="73" rx="23" ry="7" fill="${c.s}"/><ellipse cx="50" cy="62" rx="15" ry="6" fill="${c.p}"/><g fill="${c.a}"><path d="M50 20Q61 36 50 54Q39 36 50 20Z"/><path d="M50 54Q30 52 24 34Q42 34 50 54Z" opacity=".8"/><path d="M50 54Q70 52 76 34Q58 34 50 54Z" opacity=".8"/></g>`;

export const laptop: Motif = (c) =>
  `<rect x="16" y="16" width="68" height="48" rx="4" fill="${c.d}"/><rect x="21" y="21" width="58" height="37" fill="${c.p}"/><path d="M27 29H45M31 36H57M31 43H51M27 50H39" stroke="${c.l}" stroke-width="3" stroke-linecap="round"/><path d="M61 29H71" stroke="${c.a}" stroke-width="3" stroke-linecap="round"/><path d="M6 68H94L88 78H12Z" fill="${c.s}"/><circle cx="86" cy="12" r="9" fill="none" stroke="${c.a}" stroke-width="4" stroke-dasharray="4 3"/>`;

export const speechBubbles: Motif = (c) =>
  `<rect x="6" y="12" width="54" height="34" rx="13" fill="${c.p}"/><path d="M18 44L14 58L32 46Z" fill="${c.p}"/><rect x="40" y="46" width="54" height="34" rx="13" fill="${c.s}"/><path d="M80 78L86 92L68 80Z" fill="${c.s}"/><g fill="${c.l}"><circle cx="22" cy="29" r="4"/><circle cx="33" cy="29" r="4"/><circle cx="44" cy="29" r="4"/><path d="M67 72C56 64 53 58 57 54C60 50 65 52 67 56C69 52 74 50 77 54C81 58 78 64 67 72Z"/></g>`;

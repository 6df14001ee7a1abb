import { type Motif, n, type Palette, place } from './palette.ts';

/**
 * Five scene templates. Each draws a whole picture of `w` × `h` around an industry's motif with its
 * palette, so 30 industries × 5 pictures come from a few hundred lines and stay under ~4 KB each.
 */
export type Scene = (c: Palette, motif: Motif, w: number, h: number) => string;

/** The background gradient every scene paints first (id `g`). */
const backdrop = (c: Palette, w: number, h: number) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.bg[0]}"/><stop offset="1" stop-color="${c.bg[1]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;

const plant = (c: Palette, x: number, y: number, s: number) =>
  `<path d="M${n(x - s * 0.5)} ${n(y)}H${n(x + s * 0.5)}L${n(x + s * 0.38)} ${n(y + s * 0.8)}H${n(x - s * 0.38)}Z" fill="${c.s}"/><g fill="${c.p}"><ellipse cx="${n(x - s * 0.3)}" cy="${n(y - s * 0.5)}" rx="${n(s * 0.22)}" ry="${n(s * 0.55)}" transform="rotate(-25 ${n(x - s * 0.3)} ${n(y - s * 0.5)})"/><ellipse cx="${n(x + s * 0.3)}" cy="${n(y - s * 0.5)}" rx="${n(s * 0.22)}" ry="${n(s * 0.55)}" transform="rotate(25 ${n(x + s * 0.3)} ${n(y - s * 0.5)})"/><ellipse cx="${n(x)}" cy="${n(y - s * 0.7)}" rx="${n(s * 0.22)}" ry="${n(s * 0.7)}"/></g>`;

/** A shop front: sign band, striped scalloped awning, display window with the motif, door, plants. */
export const storefront: Scene = (c, motif, w, h) => {
  const left = n(w * 0.12);
  const right = n(w * 0.88);
  const width = right - left;
  const awningY = n(h * 0.3);
  const scallops = Math.round(width / 60);
  const r = width / scallops / 2;
  let edge = `M${left} ${awningY + 50}`;
  for (let i = 0; i < scallops; i++) edge += `a${n(r)} ${n(r * 0.8)} 0 0 0 ${n(r * 2)} 0`;
  return `${backdrop(c, w, h)}<defs><pattern id="s" width="60" height="10" patternUnits="userSpaceOnUse"><rect width="30" height="10" fill="${c.a}"/><rect x="30" width="30" height="10" fill="${c.l}"/></pattern></defs><rect y="${n(h * 0.82)}" width="${w}" height="${n(h * 0.18)}" fill="${c.d}" opacity=".2"/><rect x="${left}" y="${n(h * 0.12)}" width="${width}" height="${n(h * 0.7)}" fill="${c.l}"/><rect x="${left - 10}" y="${n(h * 0.12)}" width="${width + 20}" height="${n(h * 0.13)}" rx="6" fill="${c.d}"/>${place(motif, c, left + 24, h * 0.135, h * 0.1)}<path d="M${left + n(h * 0.14)} ${n(h * 0.185)}h${n(width * 0.35)}" stroke="${c.l}" stroke-width="${n(h * 0.035)}" stroke-linecap="round"/><rect x="${left}" y="${awningY}" width="${width}" height="50" fill="url(#s)"/><path d="${edge}Z" fill="${c.a}"/><rect x="${n(w * 0.18)}" y="${n(h * 0.44)}" width="${n(w * 0.4)}" height="${n(h * 0.3)}" fill="${c.bg[0]}" stroke="${c.d}" stroke-width="10"/>${place(motif, c, w * 0.38 - h * 0.12, h * 0.47, h * 0.24)}<path d="M${n(w * 0.2)} ${n(h * 0.7)}l${n(w * 0.08)} ${-n(h * 0.2)}" stroke="#fff" stroke-width="8" opacity=".5"/><rect x="${n(w * 0.64)}" y="${n(h * 0.44)}" width="${n(w * 0.16)}" height="${n(h * 0.38)}" fill="${c.p}"/><rect x="${n(w * 0.66)}" y="${n(h * 0.47)}" width="${n(w * 0.12)}" height="${n(h * 0.12)}" fill="${c.bg[0]}"/><circle cx="${n(w * 0.775)}" cy="${n(h * 0.64)}" r="6" fill="${c.l}"/>${plant(c, w * 0.1, h * 0.72, h * 0.12)}${plant(c, w * 0.9, h * 0.72, h * 0.12)}`;
};

/** A workbench close-up: pegboard wall, a shelf of jars, the motif large on the table. */
export const workbench: Scene = (c, motif, w, h) => {
  const tableY = n(h * 0.74);
  const size = h * 0.5;
  let jars = '';
  for (let i = 0; i < 4; i++) {
    const x = n(w * 0.08 + i * w * 0.07);
    jars += `<rect x="${x}" y="${n(h * 0.2)}" width="${n(w * 0.05)}" height="${n(h * 0.1)}" rx="8" fill="${[c.s, c.a, c.p, c.s][i]}"/>`;
  }
  return `${backdrop(c, w, h)}<defs><pattern id="d" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="4" fill="${c.d}" opacity=".12"/></pattern></defs><rect x="${n(w * 0.5)}" y="${n(h * 0.06)}" width="${n(w * 0.44)}" height="${n(h * 0.56)}" rx="10" fill="${c.l}" opacity=".6"/><rect x="${n(w * 0.5)}" y="${n(h * 0.06)}" width="${n(w * 0.44)}" height="${n(h * 0.56)}" rx="10" fill="url(#d)"/><rect x="${n(w * 0.05)}" y="${n(h * 0.3)}" width="${n(w * 0.32)}" height="14" rx="4" fill="${c.d}"/>${jars}<rect y="${tableY}" width="${w}" height="${h - tableY}" fill="${c.p}"/><rect y="${tableY}" width="${w}" height="16" fill="${c.d}" opacity=".35"/><ellipse cx="${n(w / 2)}" cy="${tableY}" rx="${n(size * 0.55)}" ry="14" fill="${c.d}" opacity=".25"/>${place(motif, c, w / 2 - size / 2, tableY - size, size)}<rect x="${n(w * 0.14)}" y="${tableY - 90}" width="70" height="90" rx="10" fill="${c.l}"/><path d="M${n(w * 0.14) + 70} ${tableY - 70}q30 0 30 25t-30 25" fill="none" stroke="${c.l}" stroke-width="12"/>${plant(c, w * 0.84, tableY - h * 0.12, h * 0.14)}`;
};

/** A room: window with sun, a framed picture of the motif, a desk with a lamp, a plant and a rug. */
export const interior: Scene = (c, motif, w, h) => {
  const floorY = n(h * 0.78);
  const frame = h * 0.34;
  const fx = n(w * 0.56);
  const fy = n(h * 0.14);
  return `${backdrop(c, w, h)}<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="${c.d}" opacity=".25"/><rect y="${floorY - 10}" width="${w}" height="10" fill="${c.l}"/><ellipse cx="${n(w * 0.5)}" cy="${n(h * 0.9)}" rx="${n(w * 0.3)}" ry="${n(h * 0.05)}" fill="${c.s}" opacity=".5"/><rect x="${n(w * 0.08)}" y="${n(h * 0.12)}" width="${n(w * 0.3)}" height="${n(h * 0.42)}" fill="${c.l}"/><rect x="${n(w * 0.09)}" y="${n(h * 0.14)}" width="${n(w * 0.28)}" height="${n(h * 0.38)}" fill="${c.bg[0]}"/><circle cx="${n(w * 0.3)}" cy="${n(h * 0.26)}" r="${n(h * 0.06)}" fill="${c.a}" opacity=".8"/><path d="M${n(w * 0.23)} ${n(h * 0.14)}V${n(h * 0.52)}M${n(w * 0.09)} ${n(h * 0.33)}H${n(w * 0.37)}" stroke="${c.l}" stroke-width="10"/><rect x="${fx - 14}" y="${fy - 14}" width="${n(frame + 28)}" height="${n(frame + 28)}" fill="${c.d}"/><rect x="${fx}" y="${fy}" width="${n(frame)}" height="${n(frame)}" fill="${c.l}"/>${place(motif, c, fx + frame * 0.12, fy + frame * 0.12, frame * 0.76)}<rect x="${n(w * 0.42)}" y="${n(h * 0.6)}" width="${n(w * 0.36)}" height="18" rx="4" fill="${c.d}"/><rect x="${n(w * 0.44)}" y="${n(h * 0.6)}" width="14" height="${floorY - n(h * 0.6)}" fill="${c.d}"/><rect x="${n(w * 0.76) - 14}" y="${n(h * 0.6)}" width="14" height="${floorY - n(h * 0.6)}" fill="${c.d}"/><path d="M${n(w * 0.48)} ${n(h * 0.6)}V${n(h * 0.5)}L${n(w * 0.5)} ${n(h * 0.44)}" fill="none" stroke="${c.d}" stroke-width="6"/><path d="M${n(w * 0.47)} ${n(h * 0.46)}L${n(w * 0.53)} ${n(h * 0.4)}L${n(w * 0.55)} ${n(h * 0.48)}Z" fill="${c.a}"/>${plant(c, w * 0.88, h * 0.66, h * 0.16)}`;
};

/** Three people of different skin tones and a badge with the motif. */
export const people: Scene = (c, motif, w, h) => {
  const skins = ['#8d5524', '#f1c27d', '#c68642'];
  const bodies = [c.p, c.s, c.a];
  let crowd = '';
  [0.14, 0.46, 0.3].forEach((fx, i) => {
    const x = n(w * fx);
    const s = h * (i === 2 ? 0.21 : 0.17);
    const y = n(h - s * 2.2);
    crowd += `<path d="M${n(x - s)} ${h}V${n(y + s * 1.6)}Q${n(x - s)} ${n(y + s * 0.9)} ${x} ${n(y + s * 0.9)}Q${n(x + s)} ${n(y + s * 0.9)} ${n(x + s)} ${n(y + s * 1.6)}V${h}Z" fill="${bodies[i]}"/><circle cx="${x}" cy="${n(y + s * 0.35)}" r="${n(s * 0.45)}" fill="${skins[i]}"/><path d="M${n(x - s * 0.47)} ${n(y + s * 0.3)}A${n(s * 0.47)} ${n(s * 0.47)} 0 0 1 ${n(x + s * 0.47)} ${n(y + s * 0.3)}Z" fill="${c.d}"/>`;
  });
  const badge = h * 0.42;
  return `${backdrop(c, w, h)}<circle cx="${n(w * 0.15)}" cy="${n(h * 0.2)}" r="${n(h * 0.25)}" fill="${c.l}" opacity=".35"/><circle cx="${n(w * 0.6)}" cy="${n(h * 0.95)}" r="${n(h * 0.45)}" fill="${c.a}" opacity=".15"/>${crowd}<circle cx="${n(w * 0.76)}" cy="${n(h * 0.4)}" r="${n(badge * 0.68)}" fill="${c.d}" opacity=".15"/><circle cx="${n(w * 0.75)}" cy="${n(h * 0.38)}" r="${n(badge * 0.68)}" fill="${c.l}"/>${place(motif, c, w * 0.75 - badge / 2, h * 0.38 - badge / 2, badge)}`;
};

/** Hills under an open sky, with the motif on a signboard. */
export const landscape: Scene = (c, motif, w, h) => {
  const sign = h * 0.28;
  const sx = n(w * 0.74);
  const sy = n(h * 0.4);
  let trees = '';
  for (const [fx, fy, s] of [
    [0.12, 0.58, 0.1],
    [0.18, 0.62, 0.07],
    [0.46, 0.66, 0.09],
    [0.9, 0.64, 0.08],
  ] as const) {
    const x = n(w * fx);
    const y = n(h * fy);
    const r = n(h * s);
    trees += `<rect x="${x - 5}" y="${y}" width="10" height="${n(r * 1.2)}" fill="${c.d}"/><circle cx="${x}" cy="${y}" r="${r}" fill="${c.d}" opacity=".85"/>`;
  }
  return `${backdrop(c, w, h)}<circle cx="${n(w * 0.2)}" cy="${n(h * 0.24)}" r="${n(h * 0.1)}" fill="${c.a}" opacity=".85"/><g fill="#fff" opacity=".7"><ellipse cx="${n(w * 0.45)}" cy="${n(h * 0.18)}" rx="${n(w * 0.06)}" ry="${n(h * 0.04)}"/><ellipse cx="${n(w * 0.49)}" cy="${n(h * 0.15)}" rx="${n(w * 0.04)}" ry="${n(h * 0.04)}"/></g><path d="M0 ${n(h * 0.62)}Q${n(w * 0.25)} ${n(h * 0.4)} ${n(w * 0.5)} ${n(h * 0.58)}T${w} ${n(h * 0.5)}V${h}H0Z" fill="${c.s}" opacity=".7"/><path d="M0 ${n(h * 0.78)}Q${n(w * 0.3)} ${n(h * 0.6)} ${n(w * 0.6)} ${n(h * 0.74)}T${w} ${n(h * 0.7)}V${h}H0Z" fill="${c.p}"/>${trees}<rect x="${sx + n(sign / 2) - 6}" y="${sy + n(sign)}" width="12" height="${n(h * 0.28)}" fill="${c.d}"/><rect x="${sx - 10}" y="${sy - 10}" width="${n(sign + 20)}" height="${n(sign + 20)}" rx="12" fill="${c.l}" stroke="${c.d}" stroke-width="6"/>${place(motif, c, sx, sy, sign)}`;
};

export const scenes = { storefront, workbench, interior, people, landscape } satisfies Record<string, Scene>;
export type SceneName = keyof typeof scenes;

/** A complete SVG document. `title` is its accessible name (the image's alt text). */
export function svgDocument(title: string, w: number, h: number, body: string): string {
  const safe = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${safe}</title>${body}</svg>\n`;
}

// Shapes of the demo's flat "travel poster" illustrations, as SVG fragments on a
// 1280 × 960 canvas. Pure strings: the scenes combine them, sharp renders them.
export const WIDTH = 1280;
export const HEIGHT = 960;

export type Palette = {
  skyTop: string;
  skyBottom: string;
  sun: string;
  wall: string;
  roof: string;
  accent: string;
  ground: string;
  leaf: string;
};

export const PALETTES: Palette[] = [
  {
    skyTop: "#5fb7e8",
    skyBottom: "#fde6c4",
    sun: "#ffd23f",
    wall: "#f6efe4",
    roof: "#c8553d",
    accent: "#1f8a70",
    ground: "#e9c891",
    leaf: "#2f9e44",
  },
  {
    skyTop: "#f28f3b",
    skyBottom: "#ffd5a5",
    sun: "#fff3b0",
    wall: "#fbe3c6",
    roof: "#8c2f39",
    accent: "#27476e",
    ground: "#d9a066",
    leaf: "#386641",
  },
  {
    skyTop: "#3a86ff",
    skyBottom: "#bde0fe",
    sun: "#ffbe0b",
    wall: "#ffffff",
    roof: "#e76f51",
    accent: "#2a9d8f",
    ground: "#f4d6a0",
    leaf: "#40916c",
  },
  {
    skyTop: "#7b2cbf",
    skyBottom: "#ff9e80",
    sun: "#ffd166",
    wall: "#ffe8d6",
    roof: "#6d2e46",
    accent: "#ef476f",
    ground: "#cb997e",
    leaf: "#2d6a4f",
  },
  {
    skyTop: "#48cae4",
    skyBottom: "#caf0f8",
    sun: "#ffb703",
    wall: "#fefae0",
    roof: "#bc6c25",
    accent: "#0077b6",
    ground: "#e9d8a6",
    leaf: "#52b788",
  },
  {
    skyTop: "#ff7b54",
    skyBottom: "#ffd56b",
    sun: "#fff1c1",
    wall: "#f8edeb",
    roof: "#9d0208",
    accent: "#386fa4",
    ground: "#dda15e",
    leaf: "#606c38",
  },
  {
    skyTop: "#4ea8de",
    skyBottom: "#f1faee",
    sun: "#f9c74f",
    wall: "#f1e3d3",
    roof: "#2a9d8f",
    accent: "#e63946",
    ground: "#e6ccb2",
    leaf: "#43aa8b",
  },
  {
    skyTop: "#ff006e",
    skyBottom: "#ffbe0b",
    sun: "#fff8e7",
    wall: "#fff1e6",
    roof: "#3a0ca3",
    accent: "#06d6a0",
    ground: "#f2cc8f",
    leaf: "#2b9348",
  },
];

export function canvas(palette: Palette, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${body}</svg>`;
}

export const sun = (x: number, y: number, radius: number, color: string) =>
  `<circle cx="${x}" cy="${y}" r="${radius * 1.5}" fill="${color}" opacity="0.25"/><circle cx="${x}" cy="${y}" r="${radius}" fill="${color}"/>`;

export const cloud = (x: number, y: number, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="#ffffff" opacity="0.85"><ellipse cx="0" cy="0" rx="70" ry="26"/><ellipse cx="45" cy="-18" rx="48" ry="30"/><ellipse cx="-40" cy="-10" rx="40" ry="22"/></g>`;

export const birds = (x: number, y: number) =>
  `<g stroke="#2b2d42" stroke-width="4" fill="none" stroke-linecap="round"><path d="M${x} ${y} q12 -12 24 0 q12 -12 24 0"/><path d="M${x + 70} ${y - 30} q9 -9 18 0 q9 -9 18 0"/></g>`;

export const hills = (y: number, color: string, opacity = 1) =>
  `<path d="M0 ${y} C 220 ${y - 90} 420 ${y - 40} 640 ${y - 80} S 1040 ${y - 30} 1280 ${y - 100} V ${HEIGHT} H 0 Z" fill="${color}" opacity="${opacity}"/>`;

export const ground = (y: number, color: string) =>
  `<rect x="0" y="${y}" width="${WIDTH}" height="${HEIGHT - y}" fill="${color}"/>`;

export const sea = (y: number, depth: number) =>
  `<rect x="0" y="${y}" width="${WIDTH}" height="${depth}" fill="#1d7fb8"/><rect x="0" y="${y}" width="${WIDTH}" height="${depth / 3}" fill="#2b9bd6"/>` +
  [0.3, 0.55, 0.8]
    .map(
      (ratio, index) =>
        `<path d="M${80 + index * 140} ${y + depth * ratio} h120 M${560 + index * 170} ${y + depth * ratio} h90" stroke="#bde6fb" stroke-width="6" stroke-linecap="round"/>`,
    )
    .join("");

/** A coconut palm: trunk bending by lean, crown of fronds. */
export function palm(x: number, baseY: number, height: number, lean: number, leaf: string) {
  const topX = x + lean;
  const topY = baseY - height;
  const fronds = [-150, -110, -60, -20, 20, 60, 110, 150]
    .map((angle) => {
      const radians = ((angle - 90) * Math.PI) / 180;
      const length = height * 0.42;
      const endX = topX + Math.cos(radians) * length;
      const endY = topY + Math.sin(radians) * length * 0.55 + length * 0.35;
      const controlX = topX + Math.cos(radians) * length * 0.5;
      const controlY = topY + Math.sin(radians) * length * 0.5 - 25;
      return `<path d="M${topX} ${topY} Q${controlX} ${controlY} ${endX} ${endY}" stroke="${leaf}" stroke-width="${height * 0.05}" fill="none" stroke-linecap="round"/>`;
    })
    .join("");
  return `<path d="M${x - 10} ${baseY} Q${x + lean * 0.2} ${baseY - height * 0.5} ${topX} ${topY} L${topX + 8} ${topY} Q${x + lean * 0.2 + 14} ${baseY - height * 0.5} ${x + 12} ${baseY} Z" fill="#7f5539"/>${fronds}<circle cx="${topX - 6}" cy="${topY + 10}" r="9" fill="#6f4518"/><circle cx="${topX + 10}" cy="${topY + 12}" r="9" fill="#6f4518"/>`;
}

export const bush = (x: number, y: number, color: string, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="${color}"><circle cx="0" cy="0" r="34"/><circle cx="38" cy="6" r="28"/><circle cx="-34" cy="8" r="26"/></g>`;

export const window = (x: number, y: number, width: number, height: number, frame: string) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#9ed8f0" stroke="${frame}" stroke-width="6"/><path d="M${x + width / 2} ${y} V${y + height} M${x} ${y + height / 2} H${x + width}" stroke="${frame}" stroke-width="4"/>`;

export const door = (x: number, y: number, width: number, height: number, color: string) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width / 2}" ry="${width / 2}" fill="${color}"/><circle cx="${x + width * 0.78}" cy="${y + height * 0.6}" r="5" fill="#f6bd60"/>`;

export const umbrella = (x: number, y: number, color: string) =>
  `<path d="M${x} ${y} v140" stroke="#6c584c" stroke-width="7"/><path d="M${x - 110} ${y + 20} Q${x} ${y - 70} ${x + 110} ${y + 20} Z" fill="${color}"/><path d="M${x - 36} ${y + 20} Q${x} ${y - 60} ${x + 36} ${y + 20}" fill="#ffffff" opacity="0.6"/>`;

export const lounger = (x: number, y: number, color: string) =>
  `<path d="M${x} ${y} h120 l40 -40" stroke="${color}" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M${x + 10} ${y} v24 M${x + 110} ${y} v24" stroke="#6c584c" stroke-width="6"/>`;

// Accommodation scenes: the outside of each kind of place, and the rooms inside.
import {
  birds,
  bush,
  canvas,
  cloud,
  door,
  ground,
  hills,
  HEIGHT,
  lounger,
  palm,
  sea,
  sun,
  umbrella,
  window,
  WIDTH,
  type Palette,
} from "./parts.server";

export type StayScene = "apartment" | "villa" | "house" | "room" | "beach" | "hotel";
export type StayDetail = "bedroom" | "living" | "pool" | "garden" | "seaview" | "balcony";

/** Variation inside one scene (sun place, palms, storeys) so two listings rarely look alike. */
export type Variation = { a: number; b: number; c: number };

const sky = (palette: Palette, variation: Variation) =>
  sun(180 + variation.a * 900, 150 + variation.b * 120, 70, palette.sun) +
  cloud(300 + variation.c * 500, 140) +
  cloud(950 - variation.a * 300, 230, 0.7) +
  birds(520 + variation.b * 300, 260);

function apartment(palette: Palette, variation: Variation) {
  const storeys = 4 + Math.round(variation.b * 2);
  const top = 820 - storeys * 110;
  const rows = Array.from({ length: storeys }, (_, row) => {
    const y = top + 30 + row * 110;
    return (
      [0, 1, 2, 3].map((column) => window(400 + column * 130, y, 80, 60, palette.accent)).join("") +
      `<rect x="380" y="${y + 68}" width="540" height="12" fill="${palette.roof}"/>`
    );
  }).join("");
  const neighbour = `<rect x="980" y="${top + 140}" width="220" height="${820 - top - 140}" fill="${palette.roof}" opacity="0.55"/><rect x="90" y="${top + 200}" width="220" height="${820 - top - 200}" fill="${palette.accent}" opacity="0.45"/>`;
  return (
    sky(palette, variation) +
    hills(760, palette.leaf, 0.35) +
    neighbour +
    `<rect x="360" y="${top}" width="580" height="${820 - top}" fill="${palette.wall}"/><rect x="350" y="${top - 20}" width="600" height="24" fill="${palette.roof}"/>` +
    rows +
    door(615, 730, 70, 90, palette.accent) +
    ground(820, palette.ground) +
    palm(240, 840, 360, 40, palette.leaf) +
    palm(1080, 850, 300, -30, palette.leaf) +
    bush(470, 820, palette.leaf, 0.8)
  );
}

function villa(palette: Palette, variation: Variation) {
  return (
    sky(palette, variation) +
    hills(700, palette.leaf, 0.3) +
    `<rect x="260" y="420" width="760" height="300" fill="${palette.wall}"/><rect x="520" y="300" width="420" height="140" fill="${palette.wall}"/>` +
    `<rect x="240" y="400" width="800" height="26" fill="${palette.roof}"/><rect x="500" y="282" width="460" height="24" fill="${palette.roof}"/>` +
    window(310, 480, 150, 110, palette.accent) +
    window(820, 480, 150, 110, palette.accent) +
    window(580, 330, 120, 80, palette.accent) +
    window(760, 330, 120, 80, palette.accent) +
    door(590, 590, 100, 130, palette.roof) +
    ground(720, palette.ground) +
    `<rect x="330" y="770" width="620" height="110" rx="20" fill="#4cc9f0" stroke="#ffffff" stroke-width="10"/><path d="M380 820 h120 M600 845 h140" stroke="#caf0f8" stroke-width="6" stroke-linecap="round"/>` +
    palm(150, 760, 420, 50 - variation.c * 40, palette.leaf) +
    palm(1130, 770, 380, -40, palette.leaf) +
    lounger(990, 860, palette.accent)
  );
}

function house(palette: Palette, variation: Variation) {
  const roofPeak = 300 + variation.b * 60;
  return (
    sky(palette, variation) +
    hills(720, palette.leaf, 0.4) +
    `<rect x="360" y="460" width="560" height="300" fill="${palette.wall}"/><path d="M320 470 L640 ${roofPeak} L960 470 Z" fill="${palette.roof}"/>` +
    window(410, 530, 130, 100, palette.accent) +
    window(740, 530, 130, 100, palette.accent) +
    door(590, 620, 100, 140, palette.accent) +
    ground(760, palette.ground) +
    `<path d="M0 780 H1280" stroke="#ffffff" stroke-width="8" stroke-dasharray="30 20"/>` +
    bush(300, 760, palette.leaf) +
    bush(1000, 760, palette.leaf, 1.2) +
    palm(170, 800, 380, 30, palette.leaf) +
    palm(1140, 810, 330 + variation.a * 60, -35, palette.leaf)
  );
}

function beach(palette: Palette, variation: Variation) {
  const hutX = 300 + variation.a * 420;
  return (
    sky(palette, variation) +
    sea(560, 160) +
    ground(720, palette.ground) +
    `<path d="M0 720 Q640 690 1280 730 V740 H0 Z" fill="#ffffff" opacity="0.7"/>` +
    `<rect x="${hutX}" y="560" width="300" height="190" fill="#ddb892"/><path d="M${hutX - 60} 580 L${hutX + 150} 430 L${hutX + 360} 580 Z" fill="#b08968"/>` +
    `<path d="M${hutX - 60} 580 L${hutX + 150} 430 L${hutX + 360} 580" stroke="#7f5539" stroke-width="10" fill="none"/>` +
    door(hutX + 115, 640, 70, 110, "#7f5539") +
    window(hutX + 25, 610, 60, 50, "#7f5539") +
    window(hutX + 215, 610, 60, 50, "#7f5539") +
    palm(120, 800, 460, 70, palette.leaf) +
    palm(1150, 790, 420, -60, palette.leaf) +
    umbrella(1000 - variation.c * 200, 690, palette.accent) +
    lounger(200, 860, palette.roof)
  );
}

function hotel(palette: Palette, variation: Variation) {
  const floors = 6 + Math.round(variation.c * 2);
  const top = 800 - floors * 80;
  const rows = Array.from({ length: floors }, (_, row) =>
    [0, 1, 2, 3, 4]
      .map(
        (column) => `<rect x="${440 + column * 86}" y="${top + 30 + row * 80}" width="56" height="48" fill="#9ed8f0"/>`,
      )
      .join(""),
  ).join("");
  return (
    sky(palette, variation) +
    hills(740, palette.leaf, 0.3) +
    `<rect x="410" y="${top}" width="460" height="${800 - top}" fill="${palette.wall}"/><rect x="400" y="${top - 40}" width="480" height="44" fill="${palette.accent}"/>` +
    rows +
    `<rect x="560" y="720" width="160" height="80" fill="${palette.roof}"/><path d="M530 720 h220 l-20 -30 h-180 Z" fill="${palette.accent}"/>` +
    ground(800, palette.ground) +
    palm(260, 830, 400, 35, palette.leaf) +
    palm(1020, 830, 380, -30, palette.leaf) +
    palm(1160, 840, 300, -20, palette.leaf)
  );
}

function bedroom(palette: Palette, variation: Variation) {
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.wall}"/><rect y="760" width="${WIDTH}" height="200" fill="#c9a27e"/>` +
    `<rect x="700" y="150" width="380" height="300" fill="url(#sky)" stroke="#ffffff" stroke-width="16"/>` +
    palm(880, 470, 250, -20, palette.leaf) +
    `<rect x="200" y="460" width="520" height="90" rx="20" fill="${palette.roof}"/><rect x="180" y="560" width="640" height="160" rx="16" fill="#ffffff"/>` +
    `<rect x="180" y="600" width="640" height="120" rx="16" fill="${palette.accent}"/><rect x="230" y="510" width="150" height="60" rx="24" fill="#ffffff"/><rect x="420" y="510" width="150" height="60" rx="24" fill="#ffffff"/>` +
    `<rect x="860" y="600" width="140" height="120" fill="#a47148"/><path d="M930 600 v-90" stroke="#6c584c" stroke-width="6"/><path d="M890 510 h80 l-20 -60 h-40 Z" fill="${palette.sun}"/>` +
    `<path d="M180 720 v40 M820 720 v40" stroke="#6c584c" stroke-width="10"/>` +
    (variation.a > 0.5 ? bush(1120, 740, palette.leaf, 0.9) : "")
  );
}

function living(palette: Palette, variation: Variation) {
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.wall}"/><rect y="740" width="${WIDTH}" height="220" fill="#b08968"/>` +
    `<rect x="160" y="160" width="420" height="320" fill="url(#sky)" stroke="#ffffff" stroke-width="16"/>` +
    sun(470, 250, 40, palette.sun) +
    `<rect x="640" y="520" width="500" height="140" rx="30" fill="${palette.accent}"/><rect x="620" y="600" width="540" height="110" rx="30" fill="${palette.accent}"/>` +
    `<rect x="690" y="540" width="120" height="80" rx="20" fill="${palette.sun}"/><rect x="960" y="540" width="120" height="80" rx="20" fill="${palette.roof}"/>` +
    `<ellipse cx="640" cy="840" rx="360" ry="60" fill="${palette.roof}" opacity="0.6"/><rect x="430" y="720" width="240" height="24" fill="#6c584c"/>` +
    `<rect x="200" y="600" width="90" height="140" fill="#7f5539"/>` +
    bush(245, 560, palette.leaf, 1.1) +
    `<rect x="760" y="220" width="260" height="160" fill="${palette.roof}" opacity="${0.4 + variation.b * 0.4}"/>`
  );
}

function pool(palette: Palette, variation: Variation) {
  return (
    sky(palette, variation) +
    hills(600, palette.leaf, 0.35) +
    ground(600, palette.ground) +
    `<path d="M160 700 L1120 700 L1240 900 L40 900 Z" fill="#4cc9f0" stroke="#ffffff" stroke-width="14"/><path d="M300 780 h200 M700 820 h260 M420 860 h160" stroke="#caf0f8" stroke-width="8" stroke-linecap="round"/>` +
    umbrella(260, 520, palette.accent) +
    lounger(120, 650, palette.roof) +
    umbrella(1020, 520, palette.roof) +
    lounger(960, 650, palette.accent) +
    palm(640, 640, 380, 30, palette.leaf)
  );
}

function garden(palette: Palette, variation: Variation) {
  return (
    sky(palette, variation) +
    hills(640, palette.leaf, 0.5) +
    ground(680, "#95d5b2") +
    `<path d="M560 960 Q640 800 700 680 h40 Q700 800 760 960 Z" fill="${palette.ground}"/>` +
    bush(200, 700, palette.leaf, 1.4) +
    bush(1050, 710, palette.leaf, 1.3) +
    bush(420, 760, palette.accent, 0.7) +
    bush(880, 780, palette.roof, 0.7) +
    palm(300, 720, 380, 40, palette.leaf) +
    palm(980, 720, 360, -40, palette.leaf) +
    `<rect x="820" y="820" width="160" height="16" fill="#7f5539"/><path d="M835 836 v40 M965 836 v40" stroke="#7f5539" stroke-width="10"/>`
  );
}

function seaview(palette: Palette, variation: Variation) {
  return (
    sky(palette, variation) +
    sea(520, 240) +
    ground(760, palette.ground) +
    palm(180, 860, 480, 80, palette.leaf) +
    umbrella(760, 660, palette.roof) +
    lounger(600, 820, palette.accent) +
    lounger(860, 840, palette.accent)
  );
}

function balcony(palette: Palette, variation: Variation) {
  return (
    sky(palette, variation) +
    `<rect x="0" y="520" width="${WIDTH}" height="440" fill="${palette.roof}" opacity="0.25"/>` +
    [120, 330, 560, 800, 1030]
      .map(
        (x, index) =>
          `<rect x="${x}" y="${430 + ((index * 97) % 130)}" width="170" height="400" fill="${palette.wall}" opacity="0.9"/>`,
      )
      .join("") +
    `<rect x="0" y="700" width="${WIDTH}" height="260" fill="${palette.ground}"/>` +
    Array.from(
      { length: 17 },
      (_, index) => `<rect x="${index * 80 + 10}" y="600" width="14" height="120" fill="#ffffff"/>`,
    ).join("") +
    `<rect x="0" y="590" width="${WIDTH}" height="20" fill="#ffffff"/>` +
    bush(1120, 700, palette.leaf) +
    `<circle cx="300" cy="790" r="60" fill="#a47148"/><rect x="200" y="780" width="50" height="90" fill="${palette.accent}"/>`
  );
}

const SCENES: Record<StayScene | StayDetail, (palette: Palette, variation: Variation) => string> = {
  apartment,
  villa,
  house,
  room: bedroom,
  beach,
  hotel,
  bedroom,
  living,
  pool,
  garden,
  seaview,
  balcony,
};

export function staySvg(scene: StayScene | StayDetail, palette: Palette, variation: Variation) {
  return canvas(palette, SCENES[scene](palette, variation));
}

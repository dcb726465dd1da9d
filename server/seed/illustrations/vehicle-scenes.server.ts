// Vehicle scenes: each body shape on a road lined with palms, plus a dashboard and roads.
import { bush, canvas, cloud, ground, hills, HEIGHT, palm, sun, WIDTH, type Palette } from "./parts.server";
import type { Variation } from "./stay-scenes.server";

export type VehicleShape = "sedan" | "suv" | "citadine" | "offroad" | "van" | "utility" | "moto" | "scooter";
export type VehicleDetail = "dashboard" | "road";

const wheel = (x: number, y: number, radius: number) =>
  `<circle cx="${x}" cy="${y}" r="${radius}" fill="#22223b"/><circle cx="${x}" cy="${y}" r="${radius * 0.45}" fill="#c9ccd5"/>`;

const glass = "#bfe3f5";

// Body outlines drawn around x = 640, wheels on y = 780.
const BODIES: Record<Exclude<VehicleShape, "moto" | "scooter">, (color: string) => string> = {
  sedan: (color) =>
    `<path d="M300 760 Q300 680 380 670 L500 660 Q560 580 660 575 L800 575 Q880 580 930 660 L1010 670 Q1060 680 1060 760 Z" fill="${color}"/>` +
    `<path d="M530 660 Q575 600 650 598 L700 598 L700 660 Z M720 598 L790 598 Q860 602 895 660 L720 660 Z" fill="${glass}"/>` +
    wheel(440, 780, 62) +
    wheel(920, 780, 62),
  suv: (color) =>
    `<path d="M290 770 L290 640 Q300 600 360 595 L470 590 L540 510 L900 510 Q950 515 980 590 L1040 600 Q1070 610 1070 660 L1070 770 Z" fill="${color}"/>` +
    `<path d="M560 590 L610 535 L740 535 L740 590 Z M760 535 L880 535 Q915 540 935 590 L760 590 Z" fill="${glass}"/>` +
    wheel(440, 780, 70) +
    wheel(920, 780, 70),
  citadine: (color) =>
    `<path d="M380 765 Q380 690 440 680 L520 672 Q580 590 680 588 L780 590 Q860 600 890 690 Q930 700 930 765 Z" fill="${color}"/>` +
    `<path d="M550 672 Q590 615 670 612 L700 612 L700 672 Z M720 612 L770 613 Q830 620 855 672 L720 672 Z" fill="${glass}"/>` +
    wheel(490, 780, 55) +
    wheel(830, 780, 55),
  offroad: (color) =>
    `<path d="M300 760 L300 620 L480 610 L520 500 L920 500 L960 610 L1060 620 L1060 760 Z" fill="${color}"/><rect x="1050" y="600" width="40" height="120" rx="12" fill="#22223b"/>` +
    `<path d="M545 600 L575 525 L720 525 L720 600 Z M740 525 L900 525 L930 600 L740 600 Z" fill="${glass}"/><rect x="500" y="480" width="440" height="16" fill="#22223b"/>` +
    wheel(430, 780, 80) +
    wheel(930, 780, 80),
  van: (color) =>
    `<path d="M300 770 L300 560 Q310 500 380 495 L980 495 Q1040 500 1060 600 L1070 770 Z" fill="${color}"/>` +
    `<path d="M340 520 L480 520 L480 620 L325 620 Z M500 520 L680 520 L680 620 L500 620 Z M700 520 L860 520 L860 620 L700 620 Z M880 520 L975 520 Q1015 540 1030 620 L880 620 Z" fill="${glass}"/>` +
    wheel(430, 780, 62) +
    wheel(930, 780, 62),
  utility: (color) =>
    `<path d="M280 770 L280 470 L820 470 L820 770 Z" fill="#f1f1f1"/><path d="M820 770 L820 540 L960 540 Q1020 550 1050 640 L1060 770 Z" fill="${color}"/>` +
    `<path d="M850 560 L950 560 Q990 575 1010 640 L850 640 Z" fill="${glass}"/><rect x="280" y="600" width="540" height="26" fill="${color}"/>` +
    wheel(420, 780, 62) +
    wheel(940, 780, 62),
};

function twoWheeler(color: string, scooter: boolean) {
  const frame = scooter
    ? `<path d="M480 760 Q520 640 640 640 L780 640 L840 520 L880 520 L820 680 Q760 760 640 760 Z" fill="${color}"/><rect x="540" y="600" width="180" height="40" rx="18" fill="#22223b"/>`
    : `<path d="M470 770 L580 640 L780 630" stroke="#343a40" stroke-width="22" fill="none" stroke-linecap="round"/><rect x="590" y="660" width="130" height="80" rx="14" fill="#495057"/>` +
      `<path d="M600 630 Q660 560 790 590 L800 640 L600 650 Z" fill="${color}"/><rect x="520" y="590" width="140" height="34" rx="16" fill="#22223b"/><path d="M720 740 L470 770" stroke="#adb5bd" stroke-width="12"/>`;
  return (
    frame +
    `<path d="M860 520 L880 770" stroke="#343a40" stroke-width="16"/><path d="M860 520 l60 -20" stroke="#22223b" stroke-width="14" stroke-linecap="round"/>` +
    wheel(470, 770, 80) +
    wheel(880, 770, 80)
  );
}

function roadside(palette: Palette, variation: Variation) {
  return (
    sun(200 + variation.a * 880, 170, 70, palette.sun) +
    cloud(420 + variation.b * 400, 150) +
    cloud(1000, 250, 0.6) +
    hills(640, palette.leaf, 0.35) +
    ground(640, palette.ground) +
    `<rect x="0" y="760" width="${WIDTH}" height="120" fill="#495057"/>` +
    `<path d="M0 900 H${WIDTH}" stroke="#495057" stroke-width="40"/><path d="M40 900 H1280" stroke="#f8f9fa" stroke-width="8" stroke-dasharray="60 50"/>` +
    palm(120, 720, 380, 40, palette.leaf) +
    palm(1180, 720, 340, -30, palette.leaf) +
    bush(1000, 650, palette.leaf, 0.8)
  );
}

export function vehicleSvg(shape: VehicleShape, palette: Palette, variation: Variation, color: string) {
  const body = shape === "moto" || shape === "scooter" ? twoWheeler(color, shape === "scooter") : BODIES[shape](color);
  return canvas(
    palette,
    roadside(palette, variation) + `<ellipse cx="680" cy="850" rx="440" ry="26" fill="#000000" opacity="0.18"/>` + body,
  );
}

function dashboard(palette: Palette) {
  return (
    `<rect x="0" y="0" width="${WIDTH}" height="560" fill="url(#sky)"/>` +
    hills(560, palette.leaf, 0.6) +
    palm(1040, 560, 300, -20, palette.leaf) +
    `<path d="M0 520 Q640 420 1280 520 V${HEIGHT} H0 Z" fill="#343a40"/><path d="M0 600 Q640 520 1280 600 V640 Q640 560 0 640 Z" fill="#495057"/>` +
    `<circle cx="420" cy="760" r="190" fill="none" stroke="#212529" stroke-width="46"/><path d="M250 760 H590 M420 760 V950" stroke="#212529" stroke-width="36"/>` +
    `<circle cx="420" cy="760" r="50" fill="${palette.accent}"/><rect x="800" y="640" width="260" height="150" rx="16" fill="#212529"/><rect x="820" y="660" width="220" height="110" rx="10" fill="${palette.skyTop}" opacity="0.8"/>`
  );
}

function road(palette: Palette, variation: Variation) {
  return (
    sun(640, 330, 90 + variation.a * 30, palette.sun) +
    hills(520, palette.leaf, 0.45) +
    ground(520, palette.ground) +
    `<path d="M600 520 L680 520 L1040 ${HEIGHT} L240 ${HEIGHT} Z" fill="#495057"/><path d="M640 540 L640 ${HEIGHT}" stroke="#f8f9fa" stroke-width="12" stroke-dasharray="40 40"/>` +
    palm(220, 760, 420, 40, palette.leaf) +
    palm(1080, 760, 400, -40, palette.leaf) +
    palm(420, 600, 200, 20, palette.leaf) +
    palm(880, 600, 190, -20, palette.leaf)
  );
}

export function vehicleDetailSvg(detail: VehicleDetail, palette: Palette, variation: Variation) {
  return canvas(palette, detail === "dashboard" ? dashboard(palette) : road(palette, variation));
}

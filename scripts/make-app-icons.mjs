// The installed app's icons (public/icons, listed in public/manifest.webmanifest), drawn
// from the site's logo (public/favicon.svg) with sharp. Run again after changing the logo:
// `node scripts/make-app-icons.mjs`; the PNGs are committed.
import fs from "node:fs";
import sharp from "sharp";

const logo = fs.readFileSync("public/favicon.svg");
// The brand's green (app/app.css --color-brand-700), behind the maskable icon.
const BRAND = "#087042";

for (const size of [192, 512]) {
  await sharp(logo, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/icon-${size}.png`);
  // Maskable: the launcher crops to a circle or a squircle inside the middle 80%; the logo
  // stays within 60% of the side, on the brand's colour to the edges.
  const inner = Math.round(size * 0.6);
  const drawn = await sharp(logo, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: drawn, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/maskable-${size}.png`);
}
console.log("public/icons: icon-192, icon-512, maskable-192, maskable-512");

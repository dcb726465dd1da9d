// Renders the demo illustrations to PNG bytes (then the image pipeline takes over).
import sharp from "sharp";
import type { Random } from "#server/seed/random.server";
import { PALETTES } from "./parts.server";
import { staySvg, type StayDetail, type StayScene, type Variation } from "./stay-scenes.server";
import { vehicleDetailSvg, vehicleSvg, type VehicleDetail, type VehicleShape } from "./vehicle-scenes.server";

export type IllustrationRequest =
  | { kind: "stay"; scene: StayScene | StayDetail; palette: number; variation: Variation }
  | { kind: "vehicle"; shape: VehicleShape; palette: number; variation: Variation; color: string }
  | { kind: "vehicle-detail"; detail: VehicleDetail; palette: number; variation: Variation };

export const BODY_COLORS = ["#d62828", "#f8f9fa", "#1d3557", "#2a9d8f", "#6c757d", "#ffb703", "#8338ec", "#212529"];

export function randomVariation(random: Random): Variation {
  return { a: random.next(), b: random.next(), c: random.next() };
}

export function illustrationSvg(request: IllustrationRequest): string {
  const palette = PALETTES[request.palette % PALETTES.length]!;
  if (request.kind === "stay") return staySvg(request.scene, palette, request.variation);
  if (request.kind === "vehicle") return vehicleSvg(request.shape, palette, request.variation, request.color);
  return vehicleDetailSvg(request.detail, palette, request.variation);
}

export async function renderIllustration(request: IllustrationRequest): Promise<Buffer> {
  // PNG keeps the flat colours exact; compression level 1 because it is only a hand-off.
  return sharp(Buffer.from(illustrationSvg(request)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

// Three pictures per demo listing, drawn locally (no download) and put through the same
// image pipeline as uploads, so media_files rows and every width exist as in production.
import type { ImageRef } from "#common/media";
import { processImage } from "#server/media/image-pipeline.server";
import {
  BODY_COLORS,
  randomVariation,
  renderIllustration,
  type IllustrationRequest,
} from "#server/seed/illustrations/render.server";
import type { StayDetail, StayScene } from "#server/seed/illustrations/stay-scenes.server";
import type { VehicleShape } from "#server/seed/illustrations/vehicle-scenes.server";
import type { Random } from "./random.server";

// The two inside/outside views come from a small shared set (rendered and encoded once:
// the pipeline reuses the encoded files of identical bytes), the cover is the listing's own.
const DETAILS: Record<StayScene, [StayDetail, StayDetail]> = {
  apartment: ["living", "balcony"],
  villa: ["pool", "bedroom"],
  house: ["garden", "living"],
  room: ["living", "garden"],
  beach: ["seaview", "bedroom"],
  hotel: ["bedroom", "pool"],
};
const SHARED_VARIANTS = 2;
const fixedVariation = (index: number) => ({ a: 0.2 + index * 0.25, b: 0.5, c: 0.35 + index * 0.2 });

export type ImagePlan = { ownerId: string; requests: IllustrationRequest[] };

export function planStayImages(random: Random, ownerId: string, scene: StayScene): ImagePlan {
  const [first, second] = DETAILS[scene];
  return {
    ownerId,
    requests: [
      { kind: "stay", scene, palette: random.int(0, 7), variation: randomVariation(random) },
      ...[first, second].map((detail): IllustrationRequest => {
        const variant = random.int(0, SHARED_VARIANTS - 1);
        return { kind: "stay", scene: detail, palette: variant * 2, variation: fixedVariation(variant) };
      }),
    ],
  };
}

export function planVehicleImages(random: Random, ownerId: string, shape: VehicleShape): ImagePlan {
  const variant = random.int(0, SHARED_VARIANTS - 1);
  return {
    ownerId,
    requests: [
      {
        kind: "vehicle",
        shape,
        palette: random.int(0, 7),
        variation: randomVariation(random),
        color: random.pick(BODY_COLORS),
      },
      { kind: "vehicle-detail", detail: "road", palette: variant * 3, variation: fixedVariation(variant) },
      {
        kind: "vehicle-detail",
        detail: shape === "moto" || shape === "scooter" ? "road" : "dashboard",
        palette: variant * 2 + 1,
        variation: fixedVariation(1 - variant),
      },
    ],
  };
}

/**
 * Renders and stores every plan's pictures, two at a time (the machine has two cores;
 * more only queues in libvips). First one use of each distinct picture, then the repeats,
 * which the pipeline serves from the files already encoded.
 */
export async function storePlannedImages(plans: ImagePlan[]): Promise<ImageRef[][]> {
  const renders = new Map<string, Promise<Buffer>>();
  const render = (id: string, request: IllustrationRequest) => {
    if (!renders.has(id)) renders.set(id, renderIllustration(request));
    return renders.get(id)!;
  };
  const results: ImageRef[][] = plans.map(() => []);
  const seen = new Set<string>();
  const firsts: Array<() => Promise<void>> = [];
  const repeats: Array<() => Promise<void>> = [];
  plans.forEach((plan, planIndex) =>
    plan.requests.forEach((request, position) => {
      const id = JSON.stringify(request);
      (seen.has(id) ? repeats : firsts).push(async () => {
        results[planIndex]![position] = await processImage(await render(id, request), { ownerId: plan.ownerId });
      });
      seen.add(id);
    }),
  );
  await runTwoAtATime(firsts);
  await runTwoAtATime(repeats);
  return results;
}

async function runTwoAtATime(tasks: Array<() => Promise<void>>) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next]!;
      next += 1;
      await task();
    }
  };
  await Promise.all([worker(), worker()]);
}

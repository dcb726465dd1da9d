// Spec point 4: editing an approved listing sends it back to validation when any of
// title, description, price, category or images changed (images compared by count and
// content: the same keys in the same order). Used by the edit form (to warn) and by the
// server (the rule).
export type ReviewedFields = {
  title: string;
  description: string;
  price: number;
  category: string;
  images: readonly string[];
};

export function changedReviewedFields(before: ReviewedFields, after: ReviewedFields): (keyof ReviewedFields)[] {
  const changed: (keyof ReviewedFields)[] = [];
  if (before.title.trim() !== after.title.trim()) changed.push("title");
  if (before.description.trim() !== after.description.trim()) changed.push("description");
  if (before.price !== after.price) changed.push("price");
  if (before.category !== after.category) changed.push("category");
  const sameImages =
    before.images.length === after.images.length && before.images.every((key, index) => key === after.images[index]);
  if (!sameImages) changed.push("images");
  return changed;
}

export function needsRevalidation(before: ReviewedFields, after: ReviewedFields): boolean {
  return changedReviewedFields(before, after).length > 0;
}

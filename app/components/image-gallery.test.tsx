import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ImageGallery } from "./image-gallery";

const image = (key: string) => ({ key, widths: [320, 640, 960, 1280], width: 1280, height: 960 });

describe("listing image gallery", () => {
  it("fetches only the first picture eagerly, with srcset and explicit sizes", () => {
    const html = renderToString(
      <ImageGallery images={[image("properties/a"), image("properties/b"), image("properties/c")]} title="Villa" />,
    );
    const tags = html.match(/<img [^>]*>/g) ?? [];
    expect(tags).toHaveLength(3);
    expect(tags[0]).toContain('loading="eager"');
    expect(tags[0]).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    for (const tag of tags.slice(1)) expect(tag).toContain('loading="lazy"');
    for (const tag of tags) {
      expect(tag).toMatch(/srcSet="[^"]*1280w/i);
      expect(tag).toContain('width="1280"');
      expect(tag).toContain('height="960"');
    }
    expect(html).toContain("Villa – photo 2");
    expect(html).toContain("1 / 3");
    expect(html).toContain('aria-label="Image suivante"');
  });

  it("shows the illustrated placeholder and no arrows when there is no picture", () => {
    const html = renderToString(<ImageGallery images={[]} title="Studio" />);
    expect(html).not.toContain("<img");
    expect(html).toContain('aria-label="Studio"');
    expect(html).not.toContain("Image suivante");
  });
});

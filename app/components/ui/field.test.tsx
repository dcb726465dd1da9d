import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ImageUploader } from "#app/components/image-uploader/image-uploader";
import { fieldFocusClass, SelectField, TextAreaField, TextField } from "./field";

/** The class attribute of the first element `tag` in `html`. */
const classOf = (html: string, tag: string) => new RegExp(`<${tag}[^>]*class="([^"]*)"`).exec(html)?.[1] ?? "";

describe("visible keyboard focus", () => {
  it("gives every field, valid or invalid, the same solid focus ring (never a faint one)", () => {
    const fields = [
      renderToString(<TextField label="Nom" name="name" />),
      renderToString(<TextField label="Nom" name="name" error="Indiquez votre nom." />),
      renderToString(<TextAreaField label="Message" name="message" error="Écrivez un message." />),
      renderToString(
        <SelectField label="Ville" name="city" options={[{ value: "a", label: "A" }]} error="Choisissez." />,
      ),
    ];
    const classes = [
      classOf(fields[0], "input"),
      classOf(fields[1], "input"),
      classOf(fields[2], "textarea"),
      classOf(fields[3], "select"),
    ];
    for (const className of classes) {
      for (const token of fieldFocusClass.split(" ")) expect(className.split(" ")).toContain(token);
      expect(className).not.toContain("focus:outline-none");
      expect(className).not.toMatch(/focus:ring-[a-z-]+\d+\/30/);
    }
  });

  it("rings the picture uploader's label when its hidden file input has keyboard focus", () => {
    const html = renderToString(<ImageUploader initial={[]} max={10} />);
    const label = /<label[^>]*class="([^"]*)"[^>]*>[^<]*<input[^>]*type="file"/.exec(html)?.[1] ?? "";
    expect(label).toContain("has-[:focus-visible]:outline-2");
    expect(label).toContain("has-[:focus-visible]:outline-brand-700");
  });
});

import { describe, expect, it } from "vitest";
import { escapeHtml, renderEmailHtml } from "./email-html";

describe("e-mail HTML", () => {
  it("escapes every character that could open markup or an attribute", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });

  it("never lets a field, the body or the heading inject HTML", () => {
    const html = renderEmailHtml({
      heading: "Message de <b>x</b>",
      fields: [{ label: "Nom", value: '<img src=x onerror="alert(1)">' }],
      body: "<script>alert('xss')</script>\nligne 2",
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&#39;xss&#39;)&lt;/script&gt;\nligne 2");
    expect(html).toContain("Message de &lt;b&gt;x&lt;/b&gt;");
  });
});

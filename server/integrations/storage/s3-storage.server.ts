// Any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Scaleway…), path-style
// requests signed with SigV4 by aws4fetch (small, fetch-based, no AWS SDK).
import { AwsClient } from "aws4fetch";
import type { S3Config } from "./s3-config.server";
import { assertSafeKey, type Storage, type StoredObject } from "./storage.server";

export class S3Storage implements Storage {
  private readonly client: AwsClient;

  constructor(private readonly config: S3Config) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: "s3",
      region: config.region,
      retries: 2,
    });
  }

  private objectUrl(key: string) {
    assertSafeKey(key);
    const path = key.split("/").map(encodeURIComponent).join("/");
    return `${this.config.endpoint}/${this.config.bucket}/${path}`;
  }

  async put(key: string, body: Buffer, contentType: string) {
    const response = await this.client.fetch(this.objectUrl(key), {
      method: "PUT",
      body: new Uint8Array(body),
      headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=31536000, immutable" },
    });
    await this.expectOk(response, `PUT ${key}`);
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.client.fetch(this.objectUrl(key));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    await this.expectOk(response, `GET ${key}`, false);
    const body = Buffer.from(await response.arrayBuffer());
    return {
      body,
      contentType: response.headers.get("content-type") ?? "application/octet-stream",
      etag: response.headers.get("etag") ?? `"${body.length}"`,
    };
  }

  async delete(keyOrPrefix: string) {
    assertSafeKey(keyOrPrefix);
    await this.deleteObject(keyOrPrefix);
    for (const key of await this.listKeys(`${keyOrPrefix}/`)) await this.deleteObject(key);
  }

  private async deleteObject(key: string) {
    const response = await this.client.fetch(this.objectUrl(key), { method: "DELETE" });
    // S3 answers 204 for a key that never existed too; 404 is accepted from look-alikes.
    if (response.status === 404) return void (await response.body?.cancel());
    await this.expectOk(response, `DELETE ${key}`);
  }

  private async listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ "list-type": "2", prefix, "max-keys": "1000" });
      if (token) query.set("continuation-token", token);
      const response = await this.client.fetch(`${this.config.endpoint}/${this.config.bucket}?${query}`);
      await this.expectOk(response, `LIST ${prefix}`, false);
      const xml = await response.text();
      for (const match of xml.matchAll(/<Key>([^<]+)<\/Key>/g)) keys.push(decodeXml(match[1]!));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? decodeXml(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "") || undefined
        : undefined;
    } while (token);
    return keys;
  }

  private async expectOk(response: Response, what: string, drain = true) {
    if (response.ok) {
      if (drain) await response.body?.cancel();
      return;
    }
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    throw new Error(`Stockage S3: ${what} a échoué (${response.status}) ${detail}`);
  }
}

function decodeXml(text: string) {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

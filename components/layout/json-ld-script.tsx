import { serializeJsonLd, type JsonLd } from '@/lib/server/seo/json-ld';

/** Structured data for search engines; the serializer keeps any text inside it inert. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

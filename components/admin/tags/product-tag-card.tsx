import { QrCode } from '@/components/admin/print/qr-code';
import { formatPrice } from '@/lib/shared/money';
import type { ProductTag } from '@/lib/server/qr';

/** "Sizes S · M · L", "Sold out", or nothing for a product in stock without sizes. */
function stockLine(tag: ProductTag): string | null {
  if (tag.sizesInStock === null) return tag.inStock ? null : 'Sold out';
  return tag.sizesInStock.length > 0 ? `Sizes ${tag.sizesInStock.join(' · ')}` : 'Sold out';
}

/**
 * One printed tag: 94 × 66 mm on paper (8 to an A4 sheet), fluid on screen. The shop's name, the
 * product's name, price and sizes in stock, and the QR code to its page.
 */
export function ProductTagCard({ tag, shopName }: { tag: ProductTag; shopName: string }) {
  const stock = stockLine(tag);
  return (
    <article
      aria-label={tag.name}
      data-testid="product-tag"
      data-product-id={tag.id}
      className="flex min-h-44 gap-3 overflow-hidden rounded-lg border border-line bg-white p-3 break-inside-avoid sm:p-4 print:h-[66mm] print:min-h-0 print:w-[94mm] print:gap-[3mm] print:rounded-[2mm] print:border-stone-400 print:p-[4mm]"
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="truncate text-[11px] font-semibold tracking-wide text-muted uppercase print:text-[8pt]">
          {shopName}
        </p>
        <h2
          data-testid="tag-name"
          className="mt-1 line-clamp-3 text-base leading-snug font-bold break-words text-ink print:text-[12pt]"
        >
          {tag.name}
        </h2>
        <p
          data-testid="tag-price"
          className="mt-auto pt-2 text-2xl font-bold text-brand print:text-[18pt] print:leading-tight"
        >
          {formatPrice(tag.price)}
        </p>
        {stock && (
          <p
            data-testid="tag-sizes"
            className="mt-1 text-sm font-semibold text-ink print:text-[10pt]"
          >
            {stock}
          </p>
        )}
        <p className="mt-1 text-xs text-muted print:text-[7pt]">#{tag.id}</p>
      </div>
      <div className="flex w-[38%] max-w-36 shrink-0 flex-col items-center justify-center print:w-[34mm] print:max-w-none">
        <QrCode svg={tag.qrSvg} label={`QR code: ${tag.url}`} className="w-full" />
        <p className="mt-1 text-center text-[11px] text-muted print:text-[7pt]">Scan to view</p>
      </div>
    </article>
  );
}

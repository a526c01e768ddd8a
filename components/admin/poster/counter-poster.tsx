import { QrCode } from '@/components/admin/print/qr-code';
import type { ShopPoster } from '@/lib/server/qr';

/** "shop.example.com" from "https://shop.example.com/": what a person would type. */
function shortUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function PosterCode({
  title,
  caption,
  url,
  svg,
  testId,
}: {
  title: string;
  caption: string;
  url: string;
  svg: string;
  testId: string;
}) {
  return (
    <div data-testid={testId} className="flex flex-col items-center text-center">
      <QrCode
        svg={svg}
        label={`QR code: ${url}`}
        className="w-full max-w-64 print:w-[80mm] print:max-w-none"
      />
      <p className="mt-3 text-2xl font-bold text-brand print:mt-[2mm] print:whitespace-nowrap print:text-[20pt]">
        {title}
      </p>
      <p className="mt-1 text-base break-all text-muted print:text-[12pt]">{caption}</p>
    </div>
  );
}

/**
 * The counter poster, one A4 portrait page: the shop's name, its site and WhatsApp as QR codes,
 * the phone and the opening hours, large enough to read from across the counter.
 */
export function CounterPoster({ poster }: { poster: ShopPoster }) {
  return (
    <article
      aria-label="Counter poster"
      data-testid="counter-poster"
      className="mx-auto flex max-w-3xl flex-col items-center gap-8 rounded-2xl border border-line bg-white px-5 py-8 text-center sm:px-10 sm:py-12 print:h-[270mm] print:max-w-none print:justify-evenly print:gap-0 print:rounded-none print:border-0 print:px-[8mm] print:py-[10mm]"
    >
      <header>
        <h2 className="font-display text-4xl leading-tight text-brand sm:text-5xl print:text-[44pt]">
          {poster.shopName}
        </h2>
        <p className="mt-3 text-lg text-ink sm:text-xl print:mt-[4mm] print:text-[18pt]">
          Scan with your phone camera
        </p>
      </header>
      <div className="grid w-full grid-cols-1 gap-10 sm:grid-cols-2 sm:gap-8 print:grid-cols-2 print:gap-[10mm]">
        <PosterCode
          title="Shop online"
          caption={shortUrl(poster.siteUrl)}
          url={poster.siteUrl}
          svg={poster.siteQrSvg}
          testId="poster-site"
        />
        <PosterCode
          title="Order on WhatsApp"
          caption={shortUrl(poster.whatsappUrl)}
          url={poster.whatsappUrl}
          svg={poster.whatsappQrSvg}
          testId="poster-whatsapp"
        />
      </div>
      <footer className="space-y-2">
        <p className="text-2xl font-bold text-ink sm:text-4xl print:text-[32pt]">
          Call <span className="whitespace-nowrap">{poster.phone}</span>
        </p>
        <p className="text-lg text-ink sm:text-2xl print:text-[20pt]">{poster.hours}</p>
      </footer>
    </article>
  );
}

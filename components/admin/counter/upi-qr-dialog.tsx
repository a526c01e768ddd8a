'use client';

// The shop's UPI QR for the exact amount, as big as the screen allows, for the customer to scan
// with any UPI app; the owner taps "Received" once the payment shows in the shop's app. Drawn in
// the browser (the qrcode library, fetched when first shown) so it needs no round trip.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { QrCode } from '@/components/admin/print/qr-code';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/button-styles';
import { formatPrice, paiseToString } from '@/lib/shared/money';

export function UpiQrDialog({
  link,
  amountPaise,
  payee,
  onReceived,
  onClose,
  returnFocusTo,
}: {
  link: string;
  amountPaise: number;
  payee: string;
  onReceived(): void;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const [svg, setSvg] = useState<{ link: string; svg: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  /** Closed the dialog's own way, so focus goes back to the button that opened it. */
  const close = () => dialog.current?.close();
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QR) => QR.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }))
      .then(
        (markup) => live && setSvg({ link, svg: markup }),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [link]);
  const amount = formatPrice(paiseToString(amountPaise));
  return (
    <Dialog
      title={`Pay ${amount} by UPI`}
      titleId="upi-qr-title"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      dialogRef={dialog}
      size="wide"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <p className="text-sm text-muted">Scan with any UPI app to pay {payee}.</p>
        {svg?.link === link ? (
          <QrCode
            svg={svg.svg}
            label={`UPI QR code for ${amount}`}
            className="w-[min(80vw,55dvh)]"
          />
        ) : (
          <div className="flex aspect-square w-[min(80vw,55dvh)] items-center justify-center bg-canvas text-sm text-muted">
            {failed ? 'The QR could not be drawn. Reload and try again.' : 'Drawing the QR…'}
          </div>
        )}
        <p className="font-display text-3xl text-brand">{amount}</p>
        <div className="flex w-full flex-wrap justify-center gap-2">
          <button
            type="button"
            onClick={() => {
              onReceived();
              close();
            }}
            className={buttonStyles.compact.primary}
          >
            Received
          </button>
          <button type="button" onClick={close} className={buttonStyles.compact.secondary}>
            Not yet
          </button>
        </div>
      </div>
    </Dialog>
  );
}

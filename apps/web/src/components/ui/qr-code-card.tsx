import { QRCodeSVG } from 'qrcode.react';

/** Spec section 9: download QR codes are 125 px with a 20 px quiet margin and error level M. */
export const QR_CODE = { sizePx: 125, marginPx: 20, level: 'M' } as const;

type TQrCodeCardProps = { value: string; label: string };

/** A scannable QR code with its caption. */
export function QrCodeCard({ value, label }: TQrCodeCardProps) {
  return (
    <figure className="qr-card">
      <div className="qr-card__code" style={{ padding: QR_CODE.marginPx }}>
        <QRCodeSVG value={value} size={QR_CODE.sizePx} level={QR_CODE.level} title={label} />
      </div>
      <figcaption className="qr-card__label">{label}</figcaption>
    </figure>
  );
}

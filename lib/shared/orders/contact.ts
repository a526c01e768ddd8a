// The shopper's phone and address as an order keeps and shows them. Phones are Indian mobiles:
// ten digits starting 6–9, with +91, 91 or 0 in front allowed, spaces and dashes ignored.

/** "+91 98765-43210", "09876543210", "9876543210" -> "+919876543210"; anything else -> null. */
export function normalizeIndianMobile(text: string): string | null {
  const digits = text.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

/** "+919876543210" -> "+91 98765 43210", as people write Indian mobiles; others unchanged. */
export function displayPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}

/** "+919876543210" -> "+91 ••••••3210": enough for the shopper to recognise, no more. */
export function maskPhone(phone: string): string {
  if (phone === '') return '';
  return `${phone.slice(0, 3)} ••••••${phone.slice(-4)}`;
}

/** An address shown on the public status page: its first three characters and the PIN's area. */
export function maskAddress(address: string, pincode: string): string {
  if (address === '') return '';
  const start = address.trim().slice(0, 3);
  return `${start}••• (PIN ${pincode.slice(0, 3)}•••)`;
}

/** The digits wa.me takes for a stored phone ("+919876543210" -> "919876543210"). */
export function whatsappDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

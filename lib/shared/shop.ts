/** The shop's public details; passed from the server to client components as props. */
export interface ShopInfo {
  name: string;
  /** Digits with the country code, no "+": the wa.me number. */
  whatsapp: string;
  phone: string;
  email: string;
  address: string;
  opens: string;
  closes: string;
}

/** The shop's clock: order times, "today" on the dashboard, dated file names. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

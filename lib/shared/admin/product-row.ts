/** One row of the admin product table: what the list shows, nothing more. */
export interface AdminProductRow {
  id: number;
  name: string;
  mainCategory: string;
  subCategory: string;
  /** Decimal string, "1499.00". */
  price: string;
  stock: number;
  available: boolean;
  thumbnail: string | null;
}

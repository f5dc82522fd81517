/** A product as an order needs it: its price row at one stock code, status, parcel size, categories' settings. */
export interface OrderableProduct {
  id: number;
  sku: string;
  title: string;
  status: 'inStock' | 'toOrder' | 'onWay';
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  price: {
    priceRetail: number;
    priceDiscount: number | null;
    priceDiscountEndDate: string | null;
    defectPriceRetail: number | null;
    stockCode: number;
  } | null;
  /** deliveryPrice / percentPrepayment of its categories and their parents (prepayment rule). */
  categories: { deliveryPrice: number | null; percentPrepayment: number | null }[];
  /** assemblyService of its own categories (the assembly rule counts only those, as the product page). */
  ownCategories: { assemblyService: { price: number } | null }[];
}

export interface OrderRow {
  id: number;
  user_id: number | null;
  phone: string;
  customer: string;
  email: string | null;
  status_id: number;
  city_id: number;
  city_name: string;
  stock_code: number;
  shop_id: number | null;
  shop_title: string | null;
  shop_address: string | null;
  point_address: string | null;
  delivery_id: number;
  payment_method_id: number;
  goods_total: number;
  services_total: number;
  delivery_price: number;
  total_price: number;
  prepayment: number;
  confirmed: number;
  payment_status: 'pending' | 'stuck' | 'obtained' | null;
  paid_at: Date | null;
  is_legal: boolean;
  legal_address: string | null;
  legal_address_coincides: boolean;
  address_city: string | null;
  street: string | null;
  house: string | null;
  apartment: string | null;
  comment: string | null;
  courier_period_days: number | null;
  created_at: Date;
}

/** A legal buyer's requisites on an order (null for a private buyer), as the order's readers select them. */
export interface OrderRequisitesRow {
  legal_name: string | null;
  legal_email: string | null;
  inn: string | null;
  kpp: string | null;
}

export interface OrderLineRow {
  id: number;
  order_id: number;
  product_id: number;
  sku: string;
  product_name: string;
  quantity: number;
  price: number;
  defect_serial_number: string | null;
  product_status: string;
  shop_id: number | null;
  assembly_price: number | null;
}

/** Columns of a new order, as the placement service computed them. */
export interface NewOrder {
  userId: number | null;
  phone: string;
  customer: string;
  email: string | null;
  phoneContact: string | null;
  statusId: number;
  cityId: number;
  stockCode: number;
  shopId: number | null;
  deliveryId: number;
  paymentMethodId: number;
  goodsTotal: number;
  servicesTotal: number;
  deliveryPrice: number;
  totalPrice: number;
  prepayment: number;
  confirmed: number;
  paymentStatus: 'pending' | null;
  isLegal: boolean;
  legal: { name: string; address: string; email: string; inn: string; kpp: string } | null;
  legalAddressCoincides: boolean;
  address: { city: string | null; street: string | null; house: string | null; apartment: string | null };
  comment: string | null;
  courier: { cityCode: number; mode: string; pointCode: string | null; pointAddress: string | null; periodDays: number } | null;
  contacts: Record<string, unknown>;
  utmSource: string | null;
  ymClientId: string | null;
  oneClick: boolean;
  idempotencyKey: string | null;
  requestHash: string;
  createdAt: Date;
}

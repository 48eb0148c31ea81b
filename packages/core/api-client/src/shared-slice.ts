import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** One line of a purchase handed from a product page to the order pages. Prices in fen. */
export type BuyOrderLine = {
  product_id: number;
  sku_id: number;
  name: string;
  quantity: number;
  unit_price_fen: number;
  /** Visit day "YYYY-MM-DD" (Asia/Shanghai) and time slot, for dated products. */
  day?: string;
  slot?: string;
};

/**
 * The "buy order" of spec section 3: what a product feature hands to the order feature through
 * the store (features never import each other, ARCHITECTURE.md). `type` is the contract product
 * type ("ticket", ...); `extra` carries product-specific scalar fields.
 */
export type BuyOrderDraft = {
  type: string;
  title: string;
  lines: BuyOrderLine[];
  extra?: Record<string, string | number | boolean | null>;
};

/** Self-pickup point chosen on /ZitiList (spec section 3). */
export type SelfPickupPoint = { id: number; name: string; address: string; phone?: string };

/** Spec section 3 "shared store" fields besides the user. */
export type SharedState = {
  redirectUrl: string | null;
  cardNumber: string | null;
  buyOrder: BuyOrderDraft | null;
  auditListRefresh: boolean;
  selfPickup: SelfPickupPoint | null;
};

/** sessionStorage key the shared state is kept under, so a reload inside a purchase keeps it. */
export const SHARED_STORAGE_KEY = "wenlvShared";

const empty: SharedState = { redirectUrl: null, cardNumber: null, buyOrder: null, auditListRefresh: false, selfPickup: null };

/** Reads the shared state from sessionStorage (empty when missing or unreadable). */
export function loadSharedState(): SharedState {
  try {
    const raw = globalThis.sessionStorage?.getItem(SHARED_STORAGE_KEY);
    return raw ? { ...empty, ...(JSON.parse(raw) as Partial<SharedState>) } : { ...empty };
  } catch {
    return { ...empty };
  }
}

/** Writes the shared state to sessionStorage (tab-scoped: it never outlives the visit). */
export function saveSharedState(state: SharedState): void {
  try {
    globalThis.sessionStorage?.setItem(SHARED_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the state still lives in memory.
  }
}

/** The shared slice, mounted at `state.shared`. */
export const sharedSlice = createSlice({
  name: "shared",
  initialState: loadSharedState,
  reducers: {
    redirectUrlSet(state, action: PayloadAction<string | null>) {
      state.redirectUrl = action.payload;
    },
    cardNumberSet(state, action: PayloadAction<string | null>) {
      state.cardNumber = action.payload;
    },
    buyOrderSet(state, action: PayloadAction<BuyOrderDraft | null>) {
      state.buyOrder = action.payload;
    },
    auditListRefreshSet(state, action: PayloadAction<boolean>) {
      state.auditListRefresh = action.payload;
    },
    selfPickupSet(state, action: PayloadAction<SelfPickupPoint | null>) {
      state.selfPickup = action.payload;
    },
  },
  selectors: {
    selectRedirectUrl: (state) => state.redirectUrl,
    selectCardNumber: (state) => state.cardNumber,
    selectBuyOrder: (state) => state.buyOrder,
    selectAuditListRefresh: (state) => state.auditListRefresh,
    selectSelfPickup: (state) => state.selfPickup,
  },
});

export const { redirectUrlSet, cardNumberSet, buyOrderSet, auditListRefreshSet, selfPickupSet } = sharedSlice.actions;
export const { selectRedirectUrl, selectCardNumber, selectBuyOrder, selectAuditListRefresh, selectSelfPickup } =
  sharedSlice.selectors;

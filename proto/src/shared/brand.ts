/**
 * What the apps call the product and its operator when the gateway injects no configuration
 * (`COMPANY_NAME`, `SUPPORT_PHONE`). The product name itself is not configurable.
 */
export const brandDefaults = {
  productName: 'Cinevia',
  companyName: 'Cinevia Technologies, Inc.',
  supportPhone: '1-844-246-3842',
} as const;

export type Brand = { productName: string; companyName: string; supportPhone: string };

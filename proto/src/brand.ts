/** Defaults for the configurable brand details (COMPANY_NAME, SUPPORT_PHONE). */
export const brandDefaults = {
  companyName: 'Cinevia Technologies, Inc.',
  supportPhone: '1-844-246-3842',
} as const;

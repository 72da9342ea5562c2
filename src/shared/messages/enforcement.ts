/** Enforcers checking plates. */
export const ENFORCEMENT_MESSAGES = {
  // Enforcer
  enforcerPlateRequired: 'Please enter a license plate number',
} as const;

/** How long the add-to-plan dialog says the recipe was added before it closes (spec B §2, §9). */
export const SUCCESS_FLASH_MS = 1_000;

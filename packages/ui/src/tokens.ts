/** Design tokens shared by the shell and the remotes (SPEC §9 breakpoints). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
/** The shell's own switches: below 767 px the mobile layout, below 991 px the catalogue button navigates. */
export const shellBreakpoints = { mobile: 767, tablet: 991 } as const;

/** The signed-in member as the header's menus show them. */
export type MenuMember = { firstName: string; lastName: string; email: string };

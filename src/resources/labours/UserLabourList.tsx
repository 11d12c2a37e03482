/** The 'Labour' list of spec 2 scoped to one user, embedded on user detail and profile pages. */
export const UserLabourList = (_props: { userId: string }) => null;

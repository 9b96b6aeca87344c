/** What every My-activity tab receives from the route. */
export type ActivityTabProps<K> = { userRef: K };

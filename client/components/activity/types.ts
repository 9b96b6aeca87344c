/** What every My-activity tab receives from the route. */
export type ActivityTabProps<K> = {
  userRef: K;
  /** After a delete: refresh the summary tiles. */
  onChanged: () => void;
};

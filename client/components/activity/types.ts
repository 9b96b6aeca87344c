/** What every My-activity tab receives from the route. */
export type ActivityTabProps<K> = {
  userRef: K;
  toast: (t: { title: string; text?: string; tone: "success" | "error" }) => void;
  /** After a delete: refresh the summary tiles. */
  onChanged: () => void;
};

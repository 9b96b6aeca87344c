import { LegalDialog } from "./LegalDialog";
import { privacyPolicy } from "./privacyPolicy";
import { termsOfService } from "./termsOfService";

export type LegalDocumentName = "terms" | "privacy";

type LegalDialogsProps = { open: LegalDocumentName | null; onClose: () => void };

/** The footer's terms and privacy policy dialogs; at most one is open. */
export function LegalDialogs({ open, onClose }: LegalDialogsProps) {
  return (
    <>
      <LegalDialog document={termsOfService} open={open === "terms"} onClose={onClose} />
      <LegalDialog document={privacyPolicy} open={open === "privacy"} onClose={onClose} />
    </>
  );
}

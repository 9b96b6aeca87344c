/** A legal text shown in a footer dialog. */
export type LegalDocument = {
  title: string;
  effectiveDate: string;
  intro: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>;
};

/** Terms and privacy policy both take effect on 2025-06-27. */
export const LEGAL_EFFECTIVE_DATE = "2025년 6월 27일";

export const CONTACT_EMAIL = "contact@fcmobilecarddb.kr";

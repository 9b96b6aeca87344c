import styled from "@emotion/styled";
import { Dialog } from "../../ui/Dialog";
import type { LegalDocument } from "./legalDocument";

type LegalDialogProps = { document: LegalDocument; open: boolean; onClose: () => void };

/** Terms or privacy policy in a modal dialog, with its effective date under the title. */
export function LegalDialog({ document, open, onClose }: LegalDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={document.title} description={`시행일: ${document.effectiveDate}`}>
      <Intro>{document.intro}</Intro>
      {document.sections.map((section) => (
        <Section key={section.heading}>
          <Heading>{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Section>
      ))}
    </Dialog>
  );
}

const Intro = styled.p(({ theme }) => ({ color: theme.colors.text }));

const Section = styled.section(({ theme }) => ({
  marginTop: theme.space(5),
  "& p + p": { marginTop: theme.space(1.5) },
}));

const Heading = styled.h3(({ theme }) => ({
  marginBottom: theme.space(1.5),
  fontSize: theme.fontSizes.md,
  color: theme.colors.text,
}));

import styled from "@emotion/styled";
import { Suspense, useState } from "react";
import { Container } from "../ui/Container";
import { MailIcon, PlayIcon } from "../ui/icons";
import { CONTACT_EMAIL } from "./legal/legalDocument";
import type { LegalDocumentName } from "./legal/LegalDialogs";
import { lazyPart } from "../../lib/lazyPart";

// The documents download when one is first opened, then stay mounted to return focus on close.
const LegalDialogs = lazyPart("LegalDialogs", async () => (await import("./legal/LegalDialogs")).LegalDialogs);

export const VIDEO_CHANNEL_URL = "https://www.youtube.com/@fcmobilecarddb";

/** Site footer: channel, legal dialogs, contact, demo-data note, disclaimers, copyright. */
export function Footer() {
  const [openDocument, setOpenDocument] = useState<LegalDocumentName | null>(null);
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const show = (name: LegalDocumentName) => {
    setDialogsLoaded(true);
    setOpenDocument(name);
  };

  return (
    <Root>
      <Container>
        <Top>
          <div>
            <Brand>FC 모바일 카드 DB</Brand>
            <Tagline>EA SPORTS FC 모바일 선수 카드 정보와 실사용 리뷰를 나누는 팬 커뮤니티</Tagline>
          </div>
          <nav aria-label="사이트 정보">
            <Links>
              <li>
                <FooterLink href={VIDEO_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
                  <PlayIcon size={16} />
                  영상 채널
                </FooterLink>
              </li>
              <li>
                <FooterButton type="button" onClick={() => show("terms")}>
                  이용약관
                </FooterButton>
              </li>
              <li>
                <FooterButton type="button" onClick={() => show("privacy")}>
                  개인정보처리방침
                </FooterButton>
              </li>
              <li>
                <FooterLink href={`mailto:${CONTACT_EMAIL}`}>
                  <MailIcon size={16} />
                  문의하기
                </FooterLink>
              </li>
            </Links>
          </nav>
        </Top>
        <DemoNote role="note">
          안내: 지금 보이는 선수 카드와 리뷰는 데모 데이터입니다. 관리자가 실제 카드를 등록하면 실제 데이터로
          바뀝니다.
        </DemoNote>
        <Disclaimers>
          <li>FC 모바일 카드 DB는 비공식 팬 사이트이며, 게임 퍼블리셔인 EA 및 넥슨과 제휴하거나 후원받지 않았습니다.</li>
          <li>게임 데이터와 이미지의 저작권은 각 권리자에게 있습니다.</li>
          <li>사이트의 분석 콘텐츠는 허가 없이 복제하거나 전재할 수 없습니다.</li>
        </Disclaimers>
        <Copyright>© 2025 FC 모바일 카드 DB</Copyright>
      </Container>
      {dialogsLoaded ? (
        <Suspense fallback={null}>
          <LegalDialogs open={openDocument} onClose={() => setOpenDocument(null)} />
        </Suspense>
      ) : null}
    </Root>
  );
}

const Root = styled.footer(({ theme }) => ({
  marginTop: theme.space(16),
  padding: theme.space(10, 0, 12),
  background: theme.colors.surface,
  borderTop: `1px solid ${theme.colors.border}`,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

const Top = styled.div(({ theme }) => ({
  display: "flex",
  flexDirection: "column",
  gap: theme.space(5),
  [theme.mq.md]: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" },
}));

const Brand = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.heavy, color: theme.colors.text }));

const Tagline = styled.p(({ theme }) => ({ marginTop: theme.space(1) }));

const Links = styled.ul(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space(1, 4),
  margin: 0,
  padding: 0,
  listStyle: "none",
}));

const FooterLink = styled.a(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space(1.5),
  padding: theme.space(1, 0),
  color: theme.colors.text,
  "&:hover": { color: theme.colors.primary },
}));

const FooterButton = styled.button(({ theme }) => ({
  padding: theme.space(1, 0),
  border: "none",
  background: "none",
  color: theme.colors.text,
  cursor: "pointer",
  "&:hover": { color: theme.colors.primary },
}));

const DemoNote = styled.p(({ theme }) => ({
  marginTop: theme.space(6),
  padding: theme.space(3, 4),
  borderRadius: theme.radii.md,
  border: `1px dashed ${theme.colors.accent}`,
  color: theme.colors.accent,
}));

const Disclaimers = styled.ul(({ theme }) => ({
  display: "grid",
  gap: theme.space(1),
  margin: theme.space(6, 0, 0),
  padding: theme.space(0, 0, 0, 4),
  color: theme.colors.textSubtle,
  fontSize: theme.fontSizes.xs,
}));

const Copyright = styled.p(({ theme }) => ({ marginTop: theme.space(6), fontSize: theme.fontSizes.xs, color: theme.colors.textSubtle }));

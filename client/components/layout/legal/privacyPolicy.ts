import { CONTACT_EMAIL, LEGAL_EFFECTIVE_DATE, type LegalDocument } from "./legalDocument";

export const privacyPolicy: LegalDocument = {
  title: "개인정보처리방침",
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro:
    "FC 모바일 카드 DB는 이용자의 개인정보를 최소한으로만 처리합니다. 카드 정보와 커뮤니티 글은 로그인 없이 누구나 볼 수 있습니다.",
  sections: [
    {
      heading: "1. 수집하는 개인정보",
      paragraphs: [
        "리뷰 작성 등 회원 기능을 이용하려면 이메일 인증을 통한 회원가입이 필요합니다.",
        "개인정보로는 이메일 주소만 저장합니다. 닉네임은 이용자가 정하는 활동명이며, 비밀번호는 복원할 수 없는 방식으로 암호화해 보관합니다.",
      ],
    },
    {
      heading: "2. 이용 목적",
      paragraphs: ["이메일 주소는 가입 시 본인 확인(인증 코드 발송), 임시 비밀번호 발송, 중요한 서비스 안내에만 사용합니다."],
    },
    {
      heading: "3. 보유 기간과 파기",
      paragraphs: ["이메일 주소는 회원 탈퇴 시 지체 없이 파기합니다. 법령에 따라 보관이 필요한 경우에는 해당 기간 동안만 보관합니다."],
    },
    {
      heading: "4. 제3자 제공과 위탁",
      paragraphs: ["이용자의 개인정보를 제3자에게 제공하거나 판매하지 않습니다."],
    },
    {
      heading: "5. 브라우저 저장소",
      paragraphs: [
        "로그인 상태를 유지하기 위해 브라우저의 로컬 저장소에 로그인 토큰을 보관합니다. 로그아웃하면 삭제됩니다.",
        "방문 통계를 위해 탭을 닫으면 사라지는 임의의 방문 식별자를 세션 저장소에 둡니다. 이 식별자로 개인을 알아볼 수는 없습니다.",
      ],
    },
    {
      heading: "6. 이용자의 권리",
      paragraphs: ["이용자는 언제든지 자신의 정보를 확인하거나 회원 탈퇴를 요청할 수 있습니다."],
    },
    {
      heading: "7. 문의처",
      paragraphs: [`개인정보 관련 문의: ${CONTACT_EMAIL}`],
    },
    {
      heading: "부칙",
      paragraphs: [`이 방침은 ${LEGAL_EFFECTIVE_DATE}부터 시행합니다.`],
    },
  ],
};

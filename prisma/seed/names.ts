/** Fictional Korean names, clubs, leagues, nations and member handles for the demo data. */
import type { Rng } from "./random";

const FAMILY: readonly (readonly [string, number])[] = [
  ["김", 20], ["이", 14], ["박", 8], ["최", 5], ["정", 5], ["강", 3], ["조", 3], ["윤", 3], ["장", 3],
  ["임", 3], ["한", 2], ["오", 2], ["서", 2], ["신", 2], ["권", 2], ["황", 2], ["안", 2], ["송", 2],
  ["류", 1], ["전", 1], ["홍", 1], ["고", 1], ["문", 1], ["양", 1], ["손", 1], ["배", 1], ["백", 1],
  ["허", 1], ["유", 1], ["남", 1], ["심", 1], ["노", 1], ["하", 1], ["곽", 1], ["성", 1], ["차", 1],
  ["주", 1], ["우", 1], ["구", 1], ["민", 1], ["진", 1], ["나", 1], ["지", 1], ["엄", 1], ["채", 1],
  ["원", 1], ["천", 1], ["방", 1], ["공", 1], ["현", 1], ["도", 1], ["석", 1], ["표", 1], ["연", 1],
];

const GIVEN_FIRST = [
  "민", "서", "도", "준", "현", "지", "우", "태", "성", "재", "영", "승", "하", "유", "시", "건", "동", "상",
  "정", "경", "진", "수", "세", "은", "윤", "한", "형", "규", "종", "병", "인", "용", "대", "희", "주", "찬",
  "기", "석", "원", "호", "광", "명", "선", "창", "혁", "범", "다", "예", "이", "무", "결", "로", "온", "율",
];
const GIVEN_SECOND = [
  "준", "호", "민", "우", "현", "진", "수", "훈", "혁", "빈", "재", "원", "석", "윤", "환", "규", "성", "찬",
  "영", "철", "욱", "겸", "율", "결", "한", "후", "완", "섭", "태", "범", "기", "용", "균", "일", "희", "온",
  "람", "솔", "담", "하", "빛", "찬", "건", "택", "혼", "록", "명", "식", "산", "강", "오", "언", "웅", "학",
];

/** Real players and coaches the random syllables could hit; the demo must stay fictional. */
const REAL_NAMES = new Set([
  "손흥민", "김민재", "이강인", "황희찬", "박지성", "차범근", "이승우", "황의조", "조규성", "기성용", "이청용",
  "구자철", "손준호", "정우영", "김영권", "조현우", "백승호", "이재성", "황인범", "설영우", "오현규", "양현준",
  "배준호", "김승규", "홍명보", "안정환", "이영표", "박주영", "이동국", "김남일", "송종국", "유상철", "최용수",
  "황선홍", "설기현", "이운재", "김병지", "이천수", "정성룡", "김진수", "이기제", "권창훈", "나상호", "엄원상",
  "김태환", "김문환", "정승현", "김지수", "박용우", "이재익", "홍현석", "김진규", "정상빈", "송민규", "주민규",
  "이동경", "윤빛가람", "김보경", "이명주", "고요한", "박주호", "최철순", "이근호", "김신욱", "차두리", "현영민",
  "최진철", "김태영", "유경렬", "이을용", "김두현", "조원희", "오범석", "곽태휘", "이정수", "염기훈", "김정우",
]);

/** A two-syllable given name after a family name, never a real footballer's. */
export function koreanName(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const name = rng.weighted(FAMILY) + rng.pick(GIVEN_FIRST) + rng.pick(GIVEN_SECOND);
    if (REAL_NAMES.has(name) || taken.has(name) || name[0] === name[1] || name[1] === name[2]) continue;
    taken.add(name);
    return name;
  }
}

/** Fictional leagues, each with its clubs. */
export const LEAGUES: readonly { name: string; teams: readonly string[] }[] = [
  { name: "한빛 프리미어 리그", teams: ["청룡 FC", "한빛 유나이티드", "백호 시티", "남강 로버스", "서해 원더러스", "동백 애슬레틱", "금성 FC", "은하 시티"] },
  { name: "노을 리가", teams: ["노을 CF", "솔 데 마르", "아틀레티코 은빛", "엘 토로 FC", "카사 블랑카 CF", "라 루나 SC"] },
  { name: "알프스 리그", teams: ["FC 몬테로사", "스텔라 AC", "포르토피노 SSC", "AS 베로네타", "칼초 아주로", "비앙코 FC"] },
  { name: "북해 리가", teams: ["FC 북해", "슈바르츠 SV", "아이젠 04", "발트 FC", "하펜 유나이티드", "SC 아들러"] },
  { name: "라인 리그", teams: ["에투알 FC", "올랭피크 라인", "FC 루미에르", "스타드 블루", "AS 몽블랑"] },
  { name: "동방 리그", teams: ["해오름 FC", "푸른솔 시티", "가람 유나이티드", "새벽별 FC", "바람개비 SC", "느티 로버스"] },
  { name: "튤립 리그", teams: ["FC 튤립", "풍차 SC", "오렌지 아카데미", "운하 FC"] },
  { name: "대서양 리그", teams: ["FC 갈레온", "SC 파로", "아틀란티코 CF"] },
];
export const ICON_TEAM = "아이콘";
export const ICON_LEAGUE = "아이콘 리그";

export const NATIONS = [
  "아르덴", "벨루나", "카르모스", "델타리아", "에렌시아", "폴라리스", "고르도바", "미라벨", "산토리아", "테라노바",
  "한누리", "바르젠", "오스트렐", "리베르타", "시에라노", "마레니아", "솔레아", "노르벤", "카스텔로", "아주리아",
] as const;

const NICK_HEAD = [
  "왼발의", "오른발", "역습", "중원", "측면", "골문", "무과금", "새벽", "주말", "강철", "번개", "황금", "은빛",
  "전술", "압박", "빌드업", "롱볼", "짧은패스", "침투", "캡틴", "원톱", "투톱", "포백", "스리백", "감아차기",
  "프리킥", "헤더", "박스투박스", "풀백", "철벽", "마법", "질주", "폭풍", "한방", "쿨한", "행복한", "졸린",
];
const NICK_TAIL = [
  "장인", "마법사", "수집가", "연구소", "감독", "달인", "요정", "고수", "매니저", "러버", "파파", "형님", "막내",
  "리뷰어", "전도사", "탐험가", "사냥꾼", "지휘자", "수호신", "킹", "호랑이", "독수리", "여우", "곰", "늑대",
];

export function nickname(rng: Rng, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    let nick = rng.pick(NICK_HEAD) + rng.pick(NICK_TAIL);
    if (attempt > 20) nick += rng.int(1, 99);
    if (!taken.has(nick)) {
      taken.add(nick);
      return nick;
    }
  }
}

const HANDLE_HEAD = [
  "blue", "red", "swift", "lucky", "iron", "golden", "silent", "wild", "cool", "happy", "dream", "storm", "night",
  "sunny", "moon", "star", "magic", "rapid", "brave", "calm", "tiki", "taka", "ultra", "mighty", "little",
];
const HANDLE_TAIL = [
  "striker", "keeper", "winger", "maestro", "captain", "tiger", "eagle", "dragon", "fox", "wolf", "boots",
  "volley", "dribbler", "tackle", "header", "playmaker", "libero", "regista", "ninja", "fan", "kicker",
];

export function username(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const handle = `${rng.pick(HANDLE_HEAD)}_${rng.pick(HANDLE_TAIL)}${rng.chance(0.7) ? rng.int(1, 99) : ""}`;
    if (!taken.has(handle)) {
      taken.add(handle);
      return handle;
    }
  }
}

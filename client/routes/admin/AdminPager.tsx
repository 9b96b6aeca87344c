import { Button } from "../../components/ui/Button";
import { Muted, Toolbar } from "./adminStyles";

/** The admin lists' previous/next pager over an offset, with the page number between. */
export function AdminPager({ offset, total, pageSize, onOffset }: { offset: number; total: number; pageSize: number; onOffset: (offset: number) => void }) {
  return (
    <Toolbar>
      <Button size="sm" variant="secondary" disabled={offset === 0} onClick={() => onOffset(offset - pageSize)}>이전</Button>
      <Muted>{offset / pageSize + 1}페이지</Muted>
      <Button size="sm" variant="secondary" disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>다음</Button>
    </Toolbar>
  );
}

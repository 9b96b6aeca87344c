import { HeaderShell } from "./Header";
import { PageSkeleton } from "./PageSkeleton";

/** The whole page while the first route loads: the header's logo and a page placeholder. */
export function AppSkeleton() {
  return (
    <>
      <HeaderShell />
      <main>
        <PageSkeleton />
      </main>
    </>
  );
}

import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { SelectorStoreUpdater } from "relay-runtime";
import type { AdminBannersTabQuery } from "../../__generated__/AdminBannersTabQuery.graphql";
import type { AdminBannersTabCreateMutation } from "../../__generated__/AdminBannersTabCreateMutation.graphql";
import type { AdminBannersTabUpdateMutation } from "../../__generated__/AdminBannersTabUpdateMutation.graphql";
import type { AdminBannersTabDeleteMutation } from "../../__generated__/AdminBannersTabDeleteMutation.graphql";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { errorMessage, useMutationPromise } from "../../lib/useMutationPromise";
import { BANNER_IMAGE_HINT, BANNER_LAST_ONE, BANNER_MAX, bannerInputSchema } from "../../../domain/banners";
import { Field, FormGrid, Grow, Input, Muted, Row, Rows, Toolbar } from "./adminStyles";
import { BannerImagePicker } from "./bannerImageUpload";

/** The new banner joins the root list in the store (a record list, not a connection): no refetch. */
const appendBanner: SelectorStoreUpdater<AdminBannersTabCreateMutation["response"]> = (store) => {
  const banner = store.getRootField("createBanner")?.getLinkedRecord("data")?.getLinkedRecord("banner");
  const root = store.getRoot();
  const list = root.getLinkedRecords("adminBanners");
  if (banner && list) root.setLinkedRecords([...list, banner], "adminBanners");
};

/** The deleted banner leaves the root list in the store; deleting the record itself would leave a null in that list. */
const dropBanner: SelectorStoreUpdater<AdminBannersTabDeleteMutation["response"]> = (store, response) => {
  const result = response?.deleteBanner;
  if (result?.__typename !== "MutationDeleteBannerSuccess") return;
  const root = store.getRoot();
  const list = root.getLinkedRecords("adminBanners");
  const deletedId = result.data?.deletedId;
  if (list && deletedId) root.setLinkedRecords(list.filter((r) => r && r.getDataID() !== deletedId), "adminBanners");
};

/** Banners: 1–10, order ≥ 1 (new = last), image by URL, optional link, active flag. */
export function AdminBannersTab() {
  const toast = useToast();
  const data = useLazyLoadQuery<AdminBannersTabQuery>(
    graphql`query AdminBannersTabQuery { adminBanners { id databaseId title imageUrl linkUrl displayOrder isActive } }`,
    {},
  );
  const [form, setForm] = useState({ title: "", imageUrl: "", linkUrl: "", displayOrder: "" });
  const [create] = useMutationPromise<AdminBannersTabCreateMutation>(graphql`
    mutation AdminBannersTabCreateMutation($input: BannerInput!) {
      createBanner(input: $input) { __typename ... on Error { message } ... on MutationCreateBannerSuccess { data { banner { id databaseId title imageUrl linkUrl displayOrder isActive } } } }
    }
  `);
  const [update] = useMutationPromise<AdminBannersTabUpdateMutation>(graphql`
    mutation AdminBannersTabUpdateMutation($id: ID!, $input: BannerInput!) {
      updateBanner(id: $id, input: $input) { __typename ... on Error { message } ... on MutationUpdateBannerSuccess { data { banner { id displayOrder isActive title imageUrl } } } }
    }
  `);
  const [remove] = useMutationPromise<AdminBannersTabDeleteMutation>(graphql`
    mutation AdminBannersTabDeleteMutation($id: ID!) {
      deleteBanner(id: $id) { __typename ... on Error { message } ... on MutationDeleteBannerSuccess { data { deletedId } } }
    }
  `);
  const banners = [...data.adminBanners].sort((a, b) => a.displayOrder - b.displayOrder || a.databaseId - b.databaseId);

  const report = async (result: { __typename: string; message?: string | null } | null | undefined, ok: string, fail: string) => {
    const message = errorMessage(result);
    toast(message ? { title: fail, text: message, tone: "error" } : { title: ok, tone: "success" });
    return !message;
  };
  const add = async () => {
    const parsed = bannerInputSchema.safeParse({ ...form, displayOrder: form.displayOrder || undefined });
    if (!parsed.success) return toast({ title: "배너 생성 실패", text: parsed.error.issues[0].message, tone: "error" });
    const input = { ...parsed.data, linkUrl: parsed.data.linkUrl ?? undefined };
    const result = (await create({ input }, appendBanner)).createBanner;
    if (await report(result, "배너가 추가되었습니다", "배너 생성 실패")) setForm({ title: "", imageUrl: "", linkUrl: "", displayOrder: "" });
  };
  return (
    <div>
      <Rows aria-label="배너 목록">
        {banners.map((b) => (
          <Row key={b.id} aria-label={b.title}>
            <img src={b.imageUrl} alt="" width={160} height={33} style={{ objectFit: "cover" }} onError={(e) => { e.currentTarget.style.visibility = "hidden"; }} />
            <Grow>
              <strong>{b.title}</strong>
              <Muted>순서 {b.displayOrder} · {b.isActive ? "활성" : "비활성"}{b.linkUrl ? ` · ${b.linkUrl}` : ""}</Muted>
            </Grow>
            <Input aria-label={`${b.title} 순서`} type="number" min={1} defaultValue={b.displayOrder} style={{ width: 72 }}
              onBlur={async (e) => {
                const order = Number(e.currentTarget.value);
                if (order !== b.displayOrder) await report((await update({ id: b.id, input: { displayOrder: order } })).updateBanner, "배너가 수정되었습니다", "배너 수정 실패");
              }} />
            <BannerImagePicker label="이미지 변경" name={`${b.title} 이미지 변경`} onError={(text) => toast({ title: "이미지 업로드 실패", text, tone: "error" })}
              onUploaded={async (imageUrl) => { await report((await update({ id: b.id, input: { imageUrl } })).updateBanner, "배너 이미지가 변경되었습니다", "배너 수정 실패"); }} />
            <Button size="sm" variant="secondary" onClick={async () => report((await update({ id: b.id, input: { isActive: !b.isActive } })).updateBanner, "배너가 수정되었습니다", "배너 수정 실패")}>
              {b.isActive ? "숨기기" : "표시"}
            </Button>
            <Button size="sm" variant="ghost" onClick={async () => {
              if (banners.length <= 1) return toast({ title: "배너 삭제 실패", text: BANNER_LAST_ONE, tone: "error" });
              if (window.confirm(`"${b.title}" 배너를 삭제하시겠습니까?`)) await report((await remove({ id: b.id }, dropBanner)).deleteBanner, "배너가 삭제되었습니다", "배너 삭제 실패");
            }}>삭제</Button>
          </Row>
        ))}
      </Rows>
      <h2>배너 추가 <Muted>({banners.length}/{BANNER_MAX}, {BANNER_IMAGE_HINT})</Muted></h2>
      <FormGrid>
        <Field>제목<Input value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} /></Field>
        <Field>이미지 URL<Input value={form.imageUrl} onChange={(e) => setForm({ ...form, imageUrl: e.target.value })} /></Field>
        <BannerImagePicker label="이미지 업로드" onUploaded={(imageUrl) => setForm((f) => ({ ...f, imageUrl }))}
          onError={(text) => toast({ title: "이미지 업로드 실패", text, tone: "error" })} />
        <Field>링크 URL (선택)<Input value={form.linkUrl} onChange={(e) => setForm({ ...form, linkUrl: e.target.value })} /></Field>
        <Field>표시 순서 (비우면 마지막)<Input type="number" min={1} value={form.displayOrder} onChange={(e) => setForm({ ...form, displayOrder: e.target.value })} /></Field>
      </FormGrid>
      {form.imageUrl ? <img src={form.imageUrl} alt="새 배너 미리보기" width={240} height={50} style={{ objectFit: "cover" }} /> : null}
      <Toolbar><Button onClick={add} disabled={banners.length >= BANNER_MAX}>배너 추가</Button></Toolbar>
    </div>
  );
}

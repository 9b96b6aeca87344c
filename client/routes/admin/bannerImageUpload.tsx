import { useState } from "react";
import { BANNER_IMAGE_HINT } from "../../../domain/banners";
import { ATTACHMENT_MEDIA, checkFiles, uploadFiles } from "../../components/community/uploadMedia";
import { Field, Muted } from "./adminStyles";

/** Uploads a banner image through /api/upload-images (images only, the attachment limits); answers its URL. */
async function uploadBannerImage(file: File): Promise<string> {
  const problem = checkFiles([file], ATTACHMENT_MEDIA.policy, 1).problems[0];
  if (problem) throw new Error(problem);
  const [url] = await uploadFiles(ATTACHMENT_MEDIA.endpoint, [file]);
  return url;
}

/** A file picker that uploads the picked image and hands its URL on (the URL field stays as the other way). */
export function BannerImagePicker({ label, name = label, onUploaded, onError }: {
  label: string;
  /** The input's accessible name when the visible label is shared by many rows. */
  name?: string;
  onUploaded: (url: string) => void;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Field>
      {label} <Muted>({BANNER_IMAGE_HINT}){busy ? " 업로드 중…" : ""}</Muted>
      <input type="file" accept="image/*" aria-label={name} disabled={busy}
        onChange={async (e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          setBusy(true);
          try {
            onUploaded(await uploadBannerImage(file));
          } catch (error) {
            onError(error instanceof Error ? error.message : "이미지 업로드에 실패했습니다.");
          } finally {
            setBusy(false);
            input.value = "";
          }
        }} />
    </Field>
  );
}

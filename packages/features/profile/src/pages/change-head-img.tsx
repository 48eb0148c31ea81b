import { useControlAttributes, UserAvatar } from "@wenlv/ui";
import { Button, Slider, Toast } from "antd-mobile";
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import Cropper, { type Area, type Point } from "react-easy-crop";
import { useUploadAvatarMutation } from "../api";
import { sourceProblem } from "../avatar-image";
import { cropToAvatar, readAsDataUrl } from "../crop-image";
import { FormAlert } from "../components/field";
import { ProfileScreen, type ProfileUser } from "../components/profile-user";
import { apiErrorText } from "../api-error";
import { useProfileT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../components/profile.css";

type Stage = { kind: "choose" } | { kind: "crop"; src: string } | { kind: "preview"; src: string; image: string };

/** Zoom range of the cropper and the slider's step. */
const ZOOM = { min: 1, max: 3, step: 0.05 } as const;

/** One arrow key's zoom change (right and up zoom in), or undefined for other keys. */
const ZOOM_KEYS: Readonly<Record<string, number>> = { ArrowRight: ZOOM.step, ArrowUp: ZOOM.step, ArrowLeft: -ZOOM.step, ArrowDown: -ZOOM.step };

/**
 * 缩放 of the cropper: antd-mobile's Slider, its thumb named by the label and made focusable, with
 * the arrow keys (and Home, End) changing the zoom as a native range input would.
 */
function ZoomSlider({ value, onChange }: { value: number; onChange: (zoom: number) => void }) {
  const t = useProfileT();
  const ref = useRef<HTMLDivElement>(null);
  useControlAttributes(ref, '[role="slider"]', { tabindex: "0" });
  const clamp = (zoom: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(zoom * 100) / 100));
  const key = (event: KeyboardEvent) => {
    const next = event.key === "Home" ? ZOOM.min : event.key === "End" ? ZOOM.max : ZOOM_KEYS[event.key] === undefined ? undefined : value + ZOOM_KEYS[event.key]!;
    if (next === undefined) return;
    event.preventDefault();
    onChange(clamp(next));
  };
  return (
    // The keys reach this wrapper from the focused thumb inside it.
    <div ref={ref} className="wl-avatar-picker__zoom wl-profile-field" onKeyDown={key}>
      <span className="wl-profile-field__label" aria-hidden="true">
        {t("avatar.zoom")}
      </span>
      <Slider aria-label={t("avatar.zoom")} min={ZOOM.min} max={ZOOM.max} step={ZOOM.step} value={value} onChange={(next) => onChange(typeof next === "number" ? next : next[0])} />
    </div>
  );
}

function ChooseButton({ onFile, again = false }: { onFile: (file: File) => void; again?: boolean }) {
  const t = useProfileT();
  const id = useId();
  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // the same file can be picked again after an error
    if (file) onFile(file);
  };
  return (
    <div>
      <input id={id} className="wl-visually-hidden wl-avatar-picker__file" type="file" accept="image/*" onChange={changed} />
      <label htmlFor={id} className={`wl-avatar-picker__choose${again ? " wl-avatar-picker__choose--secondary" : ""}`}>
        {again ? t("avatar.chooseAgain") : t("avatar.choose")}
      </label>
    </div>
  );
}

function AvatarPicker({ user, onDone }: { user: ProfileUser; onDone: () => void }) {
  const t = useProfileT();
  const [stage, setStage] = useState<Stage>({ kind: "choose" });
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [upload, { isLoading: uploading }] = useUploadAvatarMutation();

  const pick = async (file: File) => {
    const problem = sourceProblem(file);
    if (problem) {
      setError(problem === "not-image" ? t("avatar.notImage") : t("avatar.tooBig"));
      return;
    }
    setError(null);
    try {
      const src = await readAsDataUrl(file);
      setCrop({ x: 0, y: 0 });
      setZoom(1);
      setArea(null);
      setStage({ kind: "crop", src });
    } catch {
      setError(t("avatar.decode"));
    }
  };
  const confirmCrop = async (src: string) => {
    setWorking(true);
    try {
      const image = await cropToAvatar(src, area);
      setError(null);
      setStage({ kind: "preview", src, image });
    } catch {
      setError(t("avatar.decode"));
    } finally {
      setWorking(false);
    }
  };
  const send = async (image: string) => {
    const result = await upload({ image });
    if (result.error) {
      setError(apiErrorText(result.error, t("common.failed")));
      return;
    }
    Toast.show({ content: t("avatar.done") });
    onDone();
  };

  let body;
  if (stage.kind === "choose")
    body = (
      <>
        <div className="wl-avatar-picker__current">
          <UserAvatar src={user.avatar} name={user.nickname} alt={user.nickname} />
        </div>
        <p className="wl-profile-intro">{t("avatar.intro")}</p>
        <p className="wl-profile-intro">{t("avatar.rules")}</p>
        <div className="wl-profile-actions">
          <ChooseButton onFile={(file) => void pick(file)} />
        </div>
      </>
    );
  else if (stage.kind === "crop")
    body = (
      <>
        <div className="wl-avatar-picker__crop" role="group" aria-label={t("avatar.cropArea")}>
          <Cropper
            image={stage.src}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_percent, pixels) => setArea(pixels)}
          />
        </div>
        <ZoomSlider value={zoom} onChange={setZoom} />
        <div className="wl-profile-actions">
          <Button className="wl-button-primary" block color="primary" size="large" loading={working} loadingText={t("avatar.cropping")} onClick={() => void confirmCrop(stage.src)}>
            {t("avatar.confirmCrop")}
          </Button>
          <ChooseButton again onFile={(file) => void pick(file)} />
        </div>
      </>
    );
  else
    body = (
      <>
        <img className="wl-avatar-picker__preview" src={stage.image} alt={t("avatar.preview")} width={160} height={160} />
        <p className="wl-profile-intro" style={{ textAlign: "center" }}>
          {t("avatar.previewHint")}
        </p>
        <div className="wl-profile-actions">
          <Button className="wl-button-primary" block color="primary" size="large" loading={uploading} loadingText={t("avatar.uploading")} onClick={() => void send(stage.image)}>
            {t("avatar.upload")}
          </Button>
          <ChooseButton again onFile={(file) => void pick(file)} />
        </div>
      </>
    );

  return (
    <>
      {body}
      <div className="wl-profile-intro">
        <FormAlert message={error} />
      </div>
    </>
  );
}

/**
 * /ChangeHeadImg (login-required): pick a picture (an image of at most 10 MB; clear messages
 * otherwise), crop it square with react-easy-crop (drag, pinch, the zoom slider or the arrow keys),
 * downscale it on a canvas to at most 512x512 JPEG, preview it round, and upload it as a data URL
 * to /api/uservice/user/uploadAvatar (contract ZAvatarUpload), which stores it through the storage
 * provider and answers the user with the new avatar URL.
 */
export function ChangeHeadImgPage() {
  const t = useProfileT();
  return <ProfileScreen title={t("title.changeHeadImg")}>{(user, done) => <AvatarPicker user={user} onDone={done} />}</ProfileScreen>;
}

import { useGoBack } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { Button, Toast } from "antd-mobile";
import { useId, useState, type ChangeEvent } from "react";
import Cropper, { type Area, type Point } from "react-easy-crop";
import { UserAvatar } from "../../components/user-avatar";
import { useUploadAvatarMutation } from "../api";
import { sourceProblem } from "../avatar-image";
import { cropToAvatar, readAsDataUrl } from "../crop-image";
import { FormAlert } from "../components/field";
import { ProfileGate, type ProfileUser } from "../components/profile-user";
import { apiErrorText } from "../api-error";
import { useProfileT } from "../i18n";
import "../../components/account.css";
import "../components/profile.css";

type Stage = { kind: "choose" } | { kind: "crop"; src: string } | { kind: "preview"; src: string; image: string };

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
  const zoomId = useId();
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
        <div className="wl-avatar-picker__zoom wl-profile-field">
          <label className="wl-profile-field__label" htmlFor={zoomId}>
            {t("avatar.zoom")}
          </label>
          <input id={zoomId} type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
        </div>
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
  const goBack = useGoBack("/UserInfo");
  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.changeHeadImg")} onBack={goBack} />
      <ProfileGate lines={3}>{(user) => <AvatarPicker user={user} onDone={goBack} />}</ProfileGate>
    </main>
  );
}

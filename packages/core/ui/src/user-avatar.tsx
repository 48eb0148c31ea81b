import "./user-avatar.css";

export type UserAvatarProps = {
  /** Image URL from the user info (`avatar`), "" when the user has none. */
  src: string;
  /** The nickname: its first letter is drawn when there is no image, and names the image. */
  name: string;
  /** Accessible name of the image, e.g. "张三的头像". */
  alt: string;
};

/** The first user-perceived character of `name`, upper-cased ("alice" -> "A", "游客" -> "游"); "?" when empty. */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : "?";
}

/**
 * A round 64 px avatar: the user's image, or their initial on the theme colour when they have
 * none (a broken image is never shown). The initial is decorative: the nickname is printed beside it.
 */
export function UserAvatar({ src, name, alt }: UserAvatarProps) {
  if (src) return <img className="wl-user-avatar" src={src} alt={alt} width={64} height={64} />;
  return (
    <span className="wl-user-avatar wl-user-avatar--initial" aria-hidden="true">
      {avatarInitial(name)}
    </span>
  );
}

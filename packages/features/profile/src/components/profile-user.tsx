import { selectUser, type SessionUser } from "@wenlv/api-client";
import { useAppSelector, useGoBack } from "@wenlv/app-kit";
import { DetailSkeleton, ErrorState, PageHeader } from "@wenlv/ui";
import type { UserInfo } from "@wenlv/contract/auth";
import type { ReactNode } from "react";
import { useMyInfoQuery } from "../api";

/** The user as the profile screens read it: every ZUserInfo field present (defaults for an older stored user). */
export type ProfileUser = Omit<SessionUser, "token" | keyof ProfileDefaults> & ProfileDefaults;

type ProfileDefaults = Required<Pick<UserInfo, "email_masked" | "real_name_verified" | "real_name_masked" | "id_number_masked" | "has_password" | "has_payment_password" | "bound">>;

/** Fills the fields a user stored before issue 3 lacks (contract ZUserInfo defaults). */
export function withProfileDefaults(user: SessionUser): ProfileUser {
  return {
    ...user,
    email_masked: user.email_masked ?? "",
    real_name_verified: user.real_name_verified ?? false,
    real_name_masked: user.real_name_masked ?? "",
    id_number_masked: user.id_number_masked ?? "",
    has_password: user.has_password ?? false,
    has_payment_password: user.has_payment_password ?? false,
    bound: user.bound ?? [],
  };
}

/**
 * The logged-in user for the profile screens: the session's user (kept fresh by the app's
 * getMyInfo revalidation and by every profile call), or, when the session holds only a token,
 * getMyInfo's answer. `isLoading`/`isError` describe that call while no user is known.
 */
export function useProfileUser() {
  const sessionUser = useAppSelector(selectUser);
  const query = useMyInfoQuery(undefined, { skip: sessionUser !== null });
  const known = sessionUser ?? query.data ?? null;
  return {
    user: known ? withProfileDefaults(known) : null,
    isLoading: !known && !query.isError,
    isError: !known && query.isError,
    refetch: () => void query.refetch(),
  };
}

export type ProfileGateProps = {
  /** Renders the screen once the user is known. */
  children: (user: ProfileUser) => ReactNode;
  /** Skeleton lines while loading. Default 4. */
  lines?: number;
};

/** The loading skeleton, or the error state with retry, until the user is known; then `children(user)`. */
export function ProfileGate({ children, lines = 4 }: ProfileGateProps) {
  const { user, isError, refetch } = useProfileUser();
  if (user) return <>{children(user)}</>;
  if (isError) return <ErrorState onRetry={refetch} />;
  return <DetailSkeleton lines={lines} />;
}

export type ProfileScreenProps = {
  /** The header title, or a function of the user (null until known) for titles that depend on it. */
  title: string | ((user: ProfileUser | null) => string);
  /** Skeleton lines while loading. Default 3. */
  lines?: number;
  /** Renders the screen once the user is known; `done` goes back (to /UserInfo when opened directly). */
  children: (user: ProfileUser, done: () => void) => ReactNode;
};

/** A screen opened from a /UserInfo row: the page, its header (back to /UserInfo) and, once the user is known, `children`. */
export function ProfileScreen({ title, lines = 3, children }: ProfileScreenProps) {
  const goBack = useGoBack("/UserInfo");
  const { user } = useProfileUser();
  return (
    <main className="wl-account-page">
      <PageHeader title={typeof title === "string" ? title : title(user)} onBack={goBack} />
      <ProfileGate lines={lines}>{(known) => children(known, goBack)}</ProfileGate>
    </main>
  );
}

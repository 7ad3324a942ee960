// @golf/shared 1.8.0: the public surface of the modules the shell provides, as TypeScript declares them.
// Written by `node scripts/api-report.mjs --write`; compared by `npm test`. Do not edit by hand.

// ---- api/client.ts
import { type Options } from 'ky';
export declare class ApiError extends Error {
    readonly httpStatus: number;
    readonly serverMessage: string | null;
    constructor(message: string, httpStatus: number, serverMessage: string | null);
}
export interface ApiEnvelope {
    status?: string;
    statue?: string;
    error?: string;
}
export declare function isOk(body: ApiEnvelope | null | undefined): boolean;
export declare function needsToken(path: string): boolean;
type SessionRejectedListener = () => void;
export declare function onSessionRejected(listener: SessionRejectedListener): void;
export declare const RENEWED_TOKEN_HEADER = "X-Renewed-Token";
type TokenRenewedListener = (token: string) => void;
export declare function onTokenRenewed(listener: TokenRenewedListener): void;
export declare function apiHeaders(path: string, init?: HeadersInit): Headers;
export declare function apiRequest<T extends object>(path: string, options?: Options): Promise<T & ApiEnvelope>;
export declare const apiGet: <T extends object>(path: string, searchParams?: Record<string, string | number | undefined>, options?: {
    signal?: AbortSignal;
    cache?: RequestCache;
}) => Promise<T & ApiEnvelope>;
export declare const apiPost: <T extends object>(path: string, json?: unknown) => Promise<T & ApiEnvelope>;
export declare const apiPut: <T extends object>(path: string, json?: unknown) => Promise<T & ApiEnvelope>;
export declare const apiDelete: <T extends object>(path: string) => Promise<T & ApiEnvelope>;
export declare function errorText(error: unknown, fallback: string): string;
export declare function readPath(path: string): string;
export {};

// ---- api/runtime-config.ts
export interface RuntimeConfig {
    apiUrl: string;
}
export declare function getRuntimeConfig(): RuntimeConfig;
export declare function setRuntimeConfig(config: Partial<RuntimeConfig>): void;
export declare function loadRuntimeConfig(url?: string): Promise<RuntimeConfig>;
export declare function apiUrl(path: string): string;
export declare function fileUrl(fileId: string): string;

// ---- api/session-token.ts
export declare const TOKEN_KEY = "auth_token";
export declare function readToken(): string | null;
export declare function writeToken(token: string | null): void;

// ---- auth/auth-store.ts
import type { Profile } from '@golf/contract/profile';
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';
interface AuthState {
    status: AuthStatus;
    token: string | null;
    profile: Profile | null;
    sessionEnded: boolean;
    init: () => Promise<void>;
    signIn: (token: string, email: string) => Promise<Profile>;
    signOut: () => void;
    endSession: () => void;
    acknowledgeSessionEnd: () => void;
    refreshProfile: () => Promise<Profile | null>;
    replaceToken: (token: string) => void;
}
export declare function placeholderProfile(email: string): Profile;
export declare const useAuthStore: import("zustand").UseBoundStore<import("zustand").StoreApi<AuthState>>;
export declare const selectIsSignedIn: (state: AuthState) => boolean;
export declare const selectIsAdmin: (state: AuthState) => boolean;
export declare const selectIsActiveMember: (state: AuthState) => boolean;
export {};

// ---- auth/get-me.ts
import type { Profile } from '@golf/contract/profile';
export declare function getMe(): Promise<Profile>;

// ---- components/ImageWithFallback.tsx
import { type ImageProps } from '@chakra-ui/react/image';
export declare function ImageWithFallback({ src, fallbackSrc, alt, ...rest }: ImageProps & {
    fallbackSrc?: string;
}): import("react").JSX.Element;

// ---- components/Pagination.tsx
interface PaginationProps {
    page: number;
    totalPages: number;
    onPageChange: (page: number) => void;
}
export declare function Pagination({ page, totalPages, onPageChange }: PaginationProps): import("react").JSX.Element | null;
export {};

// ---- components/StatePanels.tsx
import type { ReactNode } from 'react';
export declare function LoadingState({ label }: {
    label?: string;
}): import("react").JSX.Element;
export declare function EmptyState({ title, hint, action }: {
    title: string;
    hint?: string;
    action?: ReactNode;
}): import("react").JSX.Element;
export declare function ErrorState({ message, onRetry }: {
    message: string;
    onRetry?: () => void;
}): import("react").JSX.Element;
export declare function NotFoundState({ title, hint, action }: {
    title: string;
    hint?: string;
    action?: ReactNode;
}): import("react").JSX.Element;

// ---- components/placeholder-image.ts
export declare const PLACEHOLDER_IMAGE: string;

// ---- hooks/use-query.ts
export type QueryKey = readonly unknown[];
export interface QueryFnContext {
    signal: AbortSignal;
}
export interface QueryOptions<T> {
    queryKey: QueryKey;
    queryFn: (context: QueryFnContext) => Promise<T>;
    enabled?: boolean;
    staleTime?: number;
    keepPreviousData?: boolean;
}
export interface QueryResult<T> {
    data: T | undefined;
    error: unknown;
    loading: boolean;
    refetch: () => Promise<void>;
}
export declare class QueryReturnedUndefinedError extends Error {
    constructor(key: QueryKey);
}
export declare const GC_TIME_MS: number;
export declare function hashKey(key: QueryKey): string;
export declare const queryOptions: <T>(options: QueryOptions<T>) => QueryOptions<T>;
export declare function fetchQuery<T>({ queryKey, queryFn, staleTime }: QueryOptions<T>): Promise<void>;
export declare const PREFETCH_FRESH_MS = 10000;
export declare function prefetchQuery<T>(options: QueryOptions<T>): Promise<void>;
export declare function matchesPrefix(key: QueryKey, prefix: QueryKey): boolean;
export declare function invalidateQueries(prefix: QueryKey): Promise<void>;
export declare function setQueryData<T>(queryKey: QueryKey, data: T): void;
export declare function getQueryData<T>(queryKey: QueryKey): T | undefined;
export declare function clearQueryCache(): void;
export declare function useQuery<T>(options: QueryOptions<T>): QueryResult<T>;

// ---- i18n/common.zh.ts
import type { commonEn } from '@golf/shared/i18n/common.en';
export declare const commonZh: typeof commonEn;

// ---- i18n/i18n.ts
import i18n from 'i18next';
export declare const LANGUAGES: readonly ["zh", "en"];
export type Language = (typeof LANGUAGES)[number];
export declare const LANGUAGE_KEY = "language";
export type Catalogue = {
    [key: string]: string | Catalogue;
};
export type CatalogueLoaders = Record<Language, () => Promise<Catalogue>>;
export declare function registerCatalogue(namespace: string, loaders: CatalogueLoaders): void;
export declare function cataloguesSettled(): Promise<void>;
export declare function loadCatalogues(languages?: readonly Language[]): Promise<void>;
export declare function addCatalogue(namespace: string, catalogues: {
    zh: Catalogue;
    en: Catalogue;
}): void;
export declare function setLanguage(language: Language): void;
export declare function currentLanguage(): Language;
export default i18n;

// ---- live-updates/subscribe-live-updates.ts
import type { LiveUpdate } from '@golf/contract/live-updates';
export type LiveUpdateEvent = {
    type: 'created';
    liveUpdate: LiveUpdate;
} | {
    type: 'updated';
    liveUpdate: LiveUpdate;
} | {
    type: 'deleted';
    id: string;
};
export interface LiveUpdateStreamHandlers {
    onEvent: (event: LiveUpdateEvent) => void;
    onReconnect: () => void;
    onConnectionChange?: (connected: boolean) => void;
    onGolf?: (competitionId: string) => void;
}
export declare function parseStreamEvent(type: string, data: string): LiveUpdateEvent | null;
export declare function parseGolfEvent(data: string): string | null;
export declare function subscribeToLiveUpdates(handlers: LiveUpdateStreamHandlers): () => void;

// ---- theme/AppProvider.tsx
import type { ReactNode } from 'react';
export declare const THEME_STYLESHEET_SELECTOR = "link[data-golf-theme]";
export declare function AppProvider({ children }: {
    children: ReactNode;
}): import("react").JSX.Element;

// ---- theme/Toasts.tsx
export declare function Toasts(): import("react").JSX.Element | null;

// ---- theme/system.ts
export declare const system: import("@chakra-ui/react").SystemContext;

// ---- theme/toaster.ts
import type { ToastOptions } from '@chakra-ui/react/toast';
type ToastMachinery = typeof import('./chakra-toaster');
export declare const toaster: {
    create(options: ToastOptions): string;
    success: (options: ToastOptions) => string;
    error: (options: ToastOptions) => string;
    info: (options: ToastOptions) => string;
    warning: (options: ToastOptions) => string;
    loading: (options: ToastOptions) => string;
    dismiss(id?: string): void;
    remove(id?: string): void;
};
export declare function loadedToastMachinery(): ToastMachinery | undefined;
export declare function onToastMachineryLoaded(listener: () => void): () => void;
export declare function toastError(title: string, description?: string): void;
export declare function toastSuccess(title: string, description?: string): void;
export declare function toastInfo(title: string, description?: string): void;
export {};

// ---- utils/after-first-paint.ts
export declare function afterFirstPaint(task: () => void, timeoutMs?: number): () => void;

// ---- utils/live-update-colors.ts
export declare const LIVE_UPDATE_COLORS: readonly ["red", "green", "blue", "yellow", "orange", "purple", "pink", "gray", "black"];
export type LiveUpdateColor = (typeof LIVE_UPDATE_COLORS)[number];
export declare const DEFAULT_LIVE_UPDATE_COLOR: LiveUpdateColor;
export declare function isKnownColor(color: string | null | undefined): color is LiveUpdateColor;
export declare function liveUpdateColor(value: string | null | undefined): LiveUpdateColor;
export declare function swatchOf(value: string | null | undefined): string;

// ---- utils/pagination.ts
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';
export declare function paginationItems(current: number, total: number): PageItem[];

// ---- utils/relative-time.ts
import type { TFunction } from 'i18next';
export declare function relativeTime(iso: string, t: TFunction, now?: Date): string;
export declare function threadTime(iso: string, t: TFunction, now?: Date): string;
export declare function parseDate(value: string): Date;
export declare function formatDate(iso: string): string;
export declare function readableDate(iso: string, language?: string): string;
export declare function formatDateAndTime(iso: string, language?: string): string;

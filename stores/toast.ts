import { create } from 'zustand';

// The site-wide short message ("Successfully copied" / "Copy failed").
export type ToastTone = 'success' | 'error';

interface ToastState {
  message: string | null;
  tone: ToastTone;
  id: number;
  show(message: string, tone?: ToastTone): void;
  clear(): void;
}

export const TOAST_MS = 2_500;

export const useToastStore = create<ToastState>()((set) => ({
  message: null,
  tone: 'success',
  id: 0,
  show(message, tone = 'success') {
    set((state) => ({ message, tone, id: state.id + 1 }));
  },
  clear() {
    set({ message: null });
  },
}));

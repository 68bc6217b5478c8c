import { create } from 'zustand';

// Visibility of the four dialogs (docs/PRODUCT.md, Layouts and chrome). Each opens and closes on its own:
// opening one never closes another.

export const dialogNames = ['privacy', 'copyright', 'cookiePrivacy', 'cookiePermission'] as const;
export type DialogName = (typeof dialogNames)[number];

interface DialogState {
  open: Record<DialogName, boolean>;
  show(name: DialogName): void;
  hide(name: DialogName): void;
}

export const useDialogStore = create<DialogState>()((set) => ({
  open: { privacy: false, copyright: false, cookiePrivacy: false, cookiePermission: false },
  show(name) {
    set((state) => ({ open: { ...state.open, [name]: true } }));
  },
  hide(name) {
    set((state) => ({ open: { ...state.open, [name]: false } }));
  },
}));

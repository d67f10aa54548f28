import { createContext, useContext } from 'react';

/** Opens the cookie settings (the footer's link); the opener gets focus back when they close. */
export const ConsentSettingsContext = createContext<(opener: HTMLElement | null) => void>(() => {});

export const useOpenConsentSettings = () => useContext(ConsentSettingsContext);

/** The offer's props (scanner-trial-offer.tsx documents them), apart so the parts it loads lazily do not import it back. */
export type AddToCartChoice = { added_to_cart: true; terms_accepted: true };
export type ContinueWithoutTrialChoice = { added_to_cart: false };

export interface ScannerTrialOfferProps {
  providerId?: string;
  onAddToCart?: (choice: AddToCartChoice) => Promise<void> | void;
  onContinueWithoutTrial?: (choice: ContinueWithoutTrialChoice) => Promise<void> | void;
}

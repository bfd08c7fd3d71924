import type { bookingWords as english } from "#app/words/en/booking.ts";

export const bookingWords: typeof english = {
  item: (itemName, priceText) =>
    priceText
      ? `नमस्ते, मुझे ${itemName} (${priceText}) बुक करना है। कृपया आगे की प्रक्रिया में मेरी मदद करें।`
      : `नमस्ते, मुझे ${itemName} बुक करना है। कृपया आगे की प्रक्रिया में मेरी मदद करें।`,
  centre: (centreName, address) => `नमस्ते, मुझे आपके ${centreName} सेंटर (${address}) पर एक टेस्ट बुक करना है। कृपया आगे की प्रक्रिया में मेरी मदद करें।`,
};

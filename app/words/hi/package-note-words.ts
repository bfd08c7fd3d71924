import type { packageNoteWords as english } from "#app/words/en/package-note-words.ts";

export const packageNoteWords: typeof english = {
  overlapSaving: (packageName, saving) => `${packageName} में पहले से शामिल है: हटाएँ और ${saving} बचाएँ`,
  overlapSummary: (count, saving) =>
    count === 1
      ? `आपकी सूची का 1 आइटम आपके चुने हुए पैकेज में पहले से शामिल है। इसे हटाने से ${saving} की बचत होगी; इस पर नीचे निशान लगा है।`
      : `आपकी सूची के ${count} आइटम आपके चुने हुए पैकेज में पहले से शामिल हैं। इन्हें हटाने से ${saving} की बचत होगी; हर एक पर नीचे निशान लगा है।`,
  fasting: (hours, names) => `${names} के लिए सैंपल से पहले ${hours} घंटे खाली पेट रहें`,
  fastingWithLimit: (hours, limit, names) => `${names} के लिए सैंपल से पहले कम से कम ${hours} घंटे (और ${limit} घंटे से ज़्यादा नहीं) खाली पेट रहें`,
};

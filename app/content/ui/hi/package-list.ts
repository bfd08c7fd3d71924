import type * as english from "../en/package-list";

export const packageCountWords: typeof english.packageCountWords = {
  items: (count) => `${count} आइटम`,
  toggled: (name, added, count) => `${name} ${added ? "आपके पैकेज में जोड़ दिया गया" : "आपके पैकेज से हटा दिया गया"} (${count})`,
  full: (max, name) => `आपका पैकेज भर गया है (${max} आइटम)। ${name} जोड़ने के लिए कोई आइटम हटाएँ।`,
};

export const packageNoteWords: typeof english.packageNoteWords = {
  overlapSaving: (packageName, saving) => `${packageName} में पहले से शामिल है: हटाएँ और ${saving} बचाएँ`,
  overlapSummary: (count, saving) =>
    count === 1
      ? `आपकी सूची का 1 आइटम आपके चुने हुए पैकेज में पहले से शामिल है। इसे हटाने से ${saving} की बचत होगी; इस पर नीचे निशान लगा है।`
      : `आपकी सूची के ${count} आइटम आपके चुने हुए पैकेज में पहले से शामिल हैं। इन्हें हटाने से ${saving} की बचत होगी; हर एक पर नीचे निशान लगा है।`,
  fasting: (hours, names) => `सैंपल लेने से पहले ${hours} घंटे खाली पेट रहें: ${names} के लिए ज़रूरी`,
};

export const pinWords: typeof english.pinWords = {
  invalid: "सही 6 अंकों का पिन कोड डालें",
};

export const timeSlotWords: typeof english.timeSlotWords = {
  "6-8": "सुबह 6–8 बजे",
  "8-10": "सुबह 8–10 बजे",
  "10-12": "सुबह 10 – दोपहर 12 बजे",
  "12-2": "दोपहर 12–2 बजे",
  "2-4": "दोपहर 2–4 बजे",
  "4-6": "शाम 4–6 बजे",
};

export const bookingMessageWords: typeof english.bookingMessageWords = {
  greeting: "नमस्ते, मुझे ये टेस्ट बुक करने हैं:",
  item: (position, name, price) => `${position}. ${name}: ${price}`,
  more: (hidden) => `…और ${hidden} टेस्ट`,
  total: (total, count) => `कुल: ${total} (${count})`,
  homeCollection: "होम कलेक्शन",
  homeCollectionAt: (pin) => `होम कलेक्शन, पिन कोड ${pin}`,
  centreVisit: "किसी सेंटर पर विज़िट",
  centreVisitAt: (centreName) => `${centreName} सेंटर पर विज़िट`,
  when: (when) => `पसंद का समय: ${when}`,
  name: (name) => `नाम: ${name}`,
  note: (note) => `नोट: ${note}`,
  reminder: (fasting) => `याद रखें: ${fasting}।`,
  closing: "कृपया आगे की प्रक्रिया की पुष्टि करें।",
};

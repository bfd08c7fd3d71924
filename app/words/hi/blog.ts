import type { blog as english } from "#app/words/en/blog.ts";

export const blog: typeof english = {
  eyebrow: "सेहत से जुड़े लेख",
  title: "हमारे डॉक्टरों की सेहत गाइड",
  lead: "बचाव के लिए चेकअप, टेस्ट की तैयारी और अपने नतीजे समझने पर साफ़ और काम की सलाह।",
  featuredArticle: "खास लेख",
  featured: "खास",
  readFullArticle: "पूरा लेख पढ़ें",
  readArticle: "लेख पढ़ें",
  latestArticles: "नए लेख",
  newsletter: {
    title: "सेहत से जुड़ी सलाह अपने ईमेल में पाएँ",
    text: "महीने में एक छोटा ईमेल, नए लेखों और मौसम के हिसाब से चेकअप की याद दिलाने के साथ।",
  },
  readTime: (value) => value.replace(/^(\d+) min read$/, "$1 मिनट में पढ़ें"),
};

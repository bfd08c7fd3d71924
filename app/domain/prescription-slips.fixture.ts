/**
 * Real-looking prescription slips and what each line must read as, written by hand (never computed by
 * the reader): the unit test ./prescription-list.slips.test.ts and the list box's browser test both
 * read them. Each expected line is one of:
 *   "1079"          matched: the My Package id (a catalogue number, a department test's id);
 *   "dup 1"         the same item as an earlier line;
 *   "ask 2 1239"    could be several: the choices offered, best first;
 *   "none"          nothing on the menu: kept as written;
 *   "not-done"      a study the lab does not do (USG, CT, MRI, 2D Echo).
 * Ids: 1 CBC, 2 Lipid profile, 3 Urine R/M, 4 ECG, 10 Thyroid function test, 11 HbA1c, 14 Vitamin D,
 * 15 Blood culture, 16 Urine culture, 1031 ESR, 1024 CRP, 1033 FBS, 1050 KFT, 1052 LFT, 1070 PPBS,
 * 1079 Serum creatinine, 1099 TSH, 1100 Uric acid, 1105 B12, 1201 Electrolytes (content/en/tests/).
 */
export interface PrescriptionSlip {
  /** What the slip is, for a failing test's name. */
  name: string;
  lang: "en" | "hi";
  text: string;
  lines: readonly string[];
}

export const prescriptionSlips: readonly PrescriptionSlip[] = [
  {
    name: "the issue's slip",
    lang: "en",
    text: "CBC, LFT, KFT, TSH, HbA1c, Vit D3, B12, Urine R/M",
    lines: ["1", "1052", "1050", "1099", "11", "14", "1105", "3"],
  },
  {
    name: "a numbered diabetes slip",
    lang: "en",
    text: "1. FBS\n2. PPBS\n3. HbA1c\n4. Lipid profile\n5. S. Creat",
    lines: ["1033", "1070", "11", "2", "1079"],
  },
  { name: "Adv: with plus signs", lang: "en", text: "Adv: CBC + ESR + CRP", lines: ["1", "1031", "1024"] },
  { name: "a fever slip", lang: "en", text: "CBC\nDengue NS1\nMP\nWidal\nUrine R/M", lines: ["1", "1026", "1058", "1305", "3"] },
  { name: "T3 T4 TSH as one test", lang: "en", text: "T3 T4 TSH", lines: ["10"] },
  { name: "T3, T4, TSH is the thyroid profile's other name", lang: "en", text: "T3, T4, TSH", lines: ["10"] },
  { name: "free T3 and free T4 as two", lang: "en", text: "FT3, FT4", lines: ["1039", "1040"] },
  { name: "PT/INR kept whole", lang: "en", text: "PT/INR, APTT", lines: ["1073", "1222"] },
  { name: "serum prefixes joined by &", lang: "en", text: "Sr. Uric acid & Sr. Creatinine", lines: ["1100", "1079"] },
  { name: "KFT/RFT is one test", lang: "en", text: "KFT/RFT", lines: ["1050"] },
  { name: "FBS/PPBS is two", lang: "en", text: "FBS/PPBS", lines: ["1033", "1070"] },
  { name: "two names of vitamin D", lang: "en", text: "Vit D3/25-OH D", lines: ["14"] },
  { name: "CBC/CBP", lang: "en", text: "CBC/CBP", lines: ["1"] },
  { name: "an ultrasound among tests", lang: "en", text: "USG whole abdomen, CBC, LFT", lines: ["not-done", "1", "1052"] },
  { name: "MRI and CT beside an X-ray", lang: "en", text: "MRI brain\nCT chest\nX-ray chest PA", lines: ["not-done", "not-done", "1021"] },
  { name: "a heart slip with an echo", lang: "en", text: "2D Echo, ECG, TMT, Lipid", lines: ["not-done", "4", "1096", "2"] },
  { name: "Hindi words", lang: "hi", text: "खून की जांच, शुगर खाली पेट, थायराइड", lines: ["1", "1033", "10"] },
  { name: "Devanagari numbers", lang: "hi", text: "१. CBC\n२. पेशाब की जांच\n३. विटामिन डी", lines: ["1", "3", "14"] },
  { name: "Hinglish with aur", lang: "hi", text: "khoon ki jaanch aur sugar ki jaanch", lines: ["1", "11"] },
  {
    name: "dengue and malaria ask which test",
    lang: "en",
    text: "Dengue, Malaria",
    lines: ["ask 1025 1026 1335 112", "ask 1057 1058 112"],
  },
  { name: "a Holter and cholesterol ask which", lang: "en", text: "Holter\nCholesterol", lines: ["ask 5 1045 1046", "ask 2 1239"] },
  { name: "Hinglish jaanch", lang: "hi", text: "thyroid ki jaanch, vitamin d ki jaanch, peshab ki jaanch", lines: ["10", "14", "3"] },
  { name: "a bracketed note", lang: "en", text: "Lipid profile (fasting)\nLFT\nKFT", lines: ["2", "1052", "1050"] },
  { name: "misspellings", lang: "en", text: "cholestrol, thyroud, heamoglobin", lines: ["2", "10", "1226"] },
  { name: "haemogram and smear", lang: "en", text: "Haemogram, ESR, Peripheral smear", lines: ["1", "1031", "1063"] },
  { name: "an antenatal slip", lang: "en", text: "Beta hCG, TSH, Hb, Blood group", lines: ["1301", "1099", "1226", "1016"] },
  { name: "a viral markers slip", lang: "en", text: "HIV, HBsAg, HCV, VDRL", lines: ["1044", "1043", "1011", "1104"] },
  { name: "bulleted lines", lang: "en", text: "• CBC\n• ESR\n• RA factor\n• CRP", lines: ["1", "1031", "1076", "1024"] },
  { name: "dashed lines", lang: "en", text: "- SGPT\n- SGOT\n- S. Bilirubin", lines: ["1208", "1209", "1207"] },
  { name: "a panel and a test inside it", lang: "en", text: "LFT, SGPT", lines: ["1052", "1208"] },
  { name: "the same test twice", lang: "en", text: "CBC, CBC", lines: ["1", "dup 1"] },
  { name: "a hormone slip", lang: "en", text: "Prolactin, FSH, LH, AMH", lines: ["1072", "1041", "1053", "1007"] },
  { name: "lines numbered with brackets", lang: "en", text: "1) Fasting blood sugar\n2) PP sugar", lines: ["1033", "1070"] },
  { name: "an anaemia slip", lang: "en", text: "Iron studies, S. Ferritin, Vit B12", lines: ["1206", "1035", "1105"] },
  { name: "cultures with C/S", lang: "en", text: "Urine C/S, Blood C/S", lines: ["16", "15"] },
  { name: "stool tests", lang: "en", text: "Stool R/M, Stool C/S", lines: ["1216", "1326"] },
  { name: "a dengue slip", lang: "en", text: "Dengue NS1 + Dengue IgM + Platelet count", lines: ["1026", "1025", "1225"] },
  { name: "a chest pain work-up", lang: "en", text: "Trop I, CK-MB, ECG", lines: ["1302", "1236", "4"] },
  { name: "pancreas enzymes", lang: "en", text: "S. Amylase & S. Lipase", lines: ["1008", "1054"] },
  { name: "GCT is never booked as OGTT or DIPSI", lang: "en", text: "GCT, CBC, Urine R/M", lines: ["none", "1", "3"] },
  { name: "a video EEG is no EEG the lab does", lang: "en", text: "Video EEG, MRI brain", lines: ["none", "not-done"] },
  { name: "typhoid test is the blood culture", lang: "en", text: "Typhoid test, CBC", lines: ["15", "1"] },
  { name: "emoji", lang: "en", text: "CBC 🙏, LFT 👍\n🙏🙏", lines: ["1", "1052"] },
  { name: "only unknown lines", lang: "en", text: "Mantoux test\nSkin prick test", lines: ["none", "none"] },
  { name: "Hindi shorthand", lang: "hi", text: "हीमोग्लोबिन, किडनी टेस्ट, लिवर", lines: ["1226", "1050", "1052"] },
  { name: "semicolons and bars", lang: "en", text: "CBC; ESR | CRP", lines: ["1", "1031", "1024"] },
  { name: "and between tests", lang: "en", text: "HbA1c and FBS and PPBS", lines: ["11", "1033", "1070"] },
  { name: "और between tests", lang: "hi", text: "CBC और ESR", lines: ["1", "1031"] },
  { name: "sodium & potassium are two tests here", lang: "en", text: "Sodium & potassium", lines: ["1202", "1203"] },
  { name: "Na K as electrolytes", lang: "en", text: "Na K", lines: ["1201"] },
  { name: "an X-ray view", lang: "en", text: "X-ray chest PA view, ECG", lines: ["1021", "4"] },
  { name: "minerals", lang: "en", text: "Sr. Electrolytes, S. Calcium, Mg", lines: ["1201", "1078", "1056"] },
  { name: "a doctor's name above the list", lang: "en", text: "Dr. Sharma\nCBC\nLFT", lines: ["none", "1", "1052"] },
  { name: "Hindi thyroid and sugar", lang: "hi", text: "थायराइड की जांच और शुगर", lines: ["10", "11"] },
  { name: "a serum prefix without a dot", lang: "en", text: "sr creatinine\ns uric acid\nserum TSH", lines: ["1079", "1100", "1099"] },
];
